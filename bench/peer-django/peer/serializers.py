from datetime import date, datetime
from zoneinfo import ZoneInfo

from rest_framework import serializers

from .models import Event, EventTaskDetail, OutboxMessage, TimelineEntry

CONTRACT_RANK = {'EXPIRED': 6, 'PARTIALLY_SIGNED': 5, 'SENT': 4, 'DRAFT': 3, 'AMENDED': 2, 'SIGNED': 1, 'VOID': 0}
PENDING = ('SENT', 'PARTIALLY_SIGNED')


def venue_today() -> date:
    return datetime.now(ZoneInfo('Asia/Manila')).date()


class ClientEventSerializer(serializers.ModelSerializer):
    event_type_name = serializers.CharField(source='event_type.name')
    current_stage_name = serializers.CharField(source='current_stage', allow_null=True)
    total_price = serializers.DecimalField(max_digits=12, decimal_places=2)
    days_until_event = serializers.SerializerMethodField()
    tasks_count = serializers.IntegerField()
    completed_tasks_count = serializers.IntegerField()
    contract_status = serializers.SerializerMethodField()
    has_contracts = serializers.SerializerMethodField()
    contracts_count = serializers.SerializerMethodField()
    contract_expiry_days = serializers.SerializerMethodField()
    pending_signature_required = serializers.SerializerMethodField()

    class Meta:
        model = Event
        fields = [
            'id', 'name', 'event_type_id', 'event_type_name', 'status', 'payment_status', 'start_date', 'end_date',
            'guest_count', 'current_stage_name', 'total_price', 'days_until_event', 'tasks_count',
            'completed_tasks_count', 'contract_status', 'has_contracts', 'contracts_count', 'contract_expiry_days',
            'pending_signature_required',
        ]

    def get_days_until_event(self, event):
        return (event.start_date - venue_today()).days

    def get_contract_status(self, event):
        statuses = [c.status for c in event.sent_contracts]
        return max(statuses, key=CONTRACT_RANK.__getitem__) if statuses else None

    def get_has_contracts(self, event):
        return len(event.sent_contracts) > 0

    def get_contracts_count(self, event):
        return len(event.sent_contracts)

    def get_contract_expiry_days(self, event):
        expiries = [c.valid_until for c in event.sent_contracts if c.status in PENDING and c.valid_until]
        return (min(expiries) - venue_today()).days if expiries else None

    def get_pending_signature_required(self, event):
        return any(c.status in PENDING and not any(s.role == 'CLIENT' for s in c.signatures.all()) for c in event.sent_contracts)


class InstantField(serializers.DateTimeField):
    """Instants as the Node server writes them: UTC with milliseconds and a Z."""

    def to_representation(self, value):
        return value.astimezone(ZoneInfo('UTC')).strftime('%Y-%m-%dT%H:%M:%S.') + f'{value.microsecond // 1000:03d}Z'


class DashboardTaskSerializer(serializers.ModelSerializer):
    completed_at = InstantField(allow_null=True)
    event_name = serializers.CharField(source='event.name')

    class Meta:
        model = EventTaskDetail
        fields = ['id', 'title', 'description', 'status', 'priority', 'due_date', 'requires_client_input', 'can_update',
                  'completion_notes', 'completed_at', 'event_id', 'event_name']


class UpdateSerializer(serializers.ModelSerializer):
    event_name = serializers.CharField(source='event.name')
    type = serializers.CharField(source='action_type')
    created_at = InstantField()

    class Meta:
        model = TimelineEntry
        fields = ['id', 'event_id', 'event_name', 'type', 'description', 'actor_name', 'created_at']


class RecordSerializer(serializers.ModelSerializer):
    created_at = InstantField()

    class Meta:
        model = OutboxMessage
        fields = ['id', 'channel', 'subject', 'created_at', 'is_opened']
