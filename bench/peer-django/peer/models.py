"""The tables the client's events list reads, mapped as they are (the Node server's migrations own them)."""
from django.db import models


class User(models.Model):
    email = models.TextField()
    first_name = models.TextField()
    last_name = models.TextField()
    role = models.TextField()
    is_active = models.BooleanField()

    class Meta:
        managed = False
        db_table = 'users'

    is_authenticated = True


class RefreshToken(models.Model):
    user = models.ForeignKey(User, models.DO_NOTHING)
    family_id = models.TextField()
    revoked_at = models.DateTimeField(null=True)

    class Meta:
        managed = False
        db_table = 'refresh_tokens'


class EventType(models.Model):
    name = models.TextField()

    class Meta:
        managed = False
        db_table = 'event_types'


class Event(models.Model):
    client = models.ForeignKey(User, models.DO_NOTHING)
    event_type = models.ForeignKey(EventType, models.DO_NOTHING)
    name = models.TextField()
    status = models.TextField()
    payment_status = models.TextField()
    start_date = models.DateField()
    end_date = models.DateField()
    guest_count = models.IntegerField(null=True)
    current_stage = models.TextField(null=True)
    total_price = models.DecimalField(max_digits=12, decimal_places=2)

    class Meta:
        managed = False
        db_table = 'events'


class EventTask(models.Model):
    event = models.ForeignKey(Event, models.DO_NOTHING, related_name='tasks')
    status = models.TextField()

    class Meta:
        managed = False
        db_table = 'event_tasks'


class Contract(models.Model):
    event = models.ForeignKey(Event, models.DO_NOTHING, related_name='contracts')
    status = models.TextField()
    valid_until = models.DateField(null=True)

    class Meta:
        managed = False
        db_table = 'contracts'


class ContractSignature(models.Model):
    contract = models.ForeignKey(Contract, models.DO_NOTHING, related_name='signatures')
    role = models.TextField()

    class Meta:
        managed = False
        db_table = 'contract_signatures'


class EventTaskDetail(models.Model):
    """The task as the dashboard shows it (the same table as EventTask, every field the answer carries)."""
    event = models.ForeignKey(Event, models.DO_NOTHING, related_name='+')
    title = models.TextField()
    description = models.TextField()
    status = models.TextField()
    priority = models.TextField()
    due_date = models.DateField(null=True)
    requires_client_input = models.BooleanField()
    can_update = models.BooleanField()
    completion_notes = models.TextField()
    completed_at = models.DateTimeField(null=True)

    class Meta:
        managed = False
        db_table = 'event_tasks'


class TimelineEntry(models.Model):
    event = models.ForeignKey(Event, models.DO_NOTHING)
    action_type = models.TextField()
    description = models.TextField()
    actor_name = models.TextField()
    created_at = models.DateTimeField()

    class Meta:
        managed = False
        db_table = 'event_timeline'


class OutboxMessage(models.Model):
    client = models.ForeignKey(User, models.DO_NOTHING, null=True)
    channel = models.TextField()
    subject = models.TextField()
    status = models.TextField()
    is_opened = models.BooleanField()
    created_at = models.DateTimeField()

    class Meta:
        managed = False
        db_table = 'outbox_messages'


class Notification(models.Model):
    user = models.ForeignKey(User, models.DO_NOTHING)
    read_at = models.DateTimeField(null=True)

    class Meta:
        managed = False
        db_table = 'notifications'


class MessageThread(models.Model):
    client = models.ForeignKey(User, models.DO_NOTHING)

    class Meta:
        managed = False
        db_table = 'message_threads'


class Message(models.Model):
    thread = models.ForeignKey(MessageThread, models.DO_NOTHING)
    from_venue = models.BooleanField()
    read_at = models.DateTimeField(null=True)

    class Meta:
        managed = False
        db_table = 'messages'
