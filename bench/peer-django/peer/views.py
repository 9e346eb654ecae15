import math
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from django.db.models import Case, Count, F, Prefetch, Q, When
from rest_framework import generics
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Contract, Event, EventTaskDetail, Message, Notification, OutboxMessage, TimelineEntry
from .serializers import ClientEventSerializer, DashboardTaskSerializer, RecordSerializer, UpdateSerializer, venue_today


class EventsPage(PageNumberPagination):
    """The spec's paging: 50 a page by default, at most 100, links relative and naming page and page_size."""

    page_size = 50
    page_size_query_param = 'page_size'
    max_page_size = 100

    def link(self, number):
        query = self.request.GET.copy()
        query['page'] = number
        query['page_size'] = self.page.paginator.per_page
        return f'{self.request.path}?{query.urlencode()}'

    def get_next_link(self):
        return self.link(self.page.next_page_number()) if self.page.has_next() else None

    def get_previous_link(self):
        return self.link(self.page.previous_page_number()) if self.page.has_previous() else None


class ClientEventList(generics.ListAPIView):
    serializer_class = ClientEventSerializer
    pagination_class = EventsPage

    def get_queryset(self):
        q = self.request.query_params
        events = client_events(self.request.user).order_by('start_date', 'id')
        if q.get('status'):
            events = events.filter(status=q['status'])
        if q.get('upcoming_only') in ('true', '1'):
            events = events.filter(start_date__gte=venue_today())
        if q.get('search'):
            events = events.filter(name__icontains=q['search'])
        return events


def half_up(x):
    """Rounds as JavaScript's Math.round does (Python's round() takes halves to the even neighbour)."""
    return math.floor(x + 0.5)


def client_events(user):
    """The list's queryset: type, task counts and sent contracts with their signatures."""
    return (
        Event.objects.filter(client=user)
        .select_related('event_type')
        .annotate(tasks_count=Count('tasks'), completed_tasks_count=Count('tasks', filter=Q(tasks__status='COMPLETED')))
        .prefetch_related(Prefetch('contracts', queryset=Contract.objects.exclude(status='DRAFT').prefetch_related('signatures'), to_attr='sent_contracts'))
    )


class ClientDashboard(APIView):
    """The dashboard (spec document 2, section 9): only the events that can be current or next are read whole."""

    def get(self, request):
        user, today = request.user, venue_today()
        upcoming = Event.objects.filter(client=user, start_date__gt=today).exclude(status='CANCELLED').order_by('start_date', 'id')
        candidates = list(
            client_events(user)
            .filter(Q(status='IN_PROGRESS') | (~Q(status='CANCELLED') & Q(start_date__lte=today, end_date__gte=today)) | Q(id__in=upcoming.values('id')[:1]))
            .order_by('-start_date', 'id')
        )
        current = next((e for e in candidates if e.status == 'IN_PROGRESS'), None) or next(
            (e for e in candidates if e.status != 'CANCELLED' and e.start_date <= today <= e.end_date), None
        )
        following = min((e for e in candidates if e.start_date > today and e.status != 'CANCELLED'), key=lambda e: e.start_date, default=None)
        counts = dict(Event.objects.filter(client=user).values_list('status').annotate(n=Count('id')).order_by())
        urgent = (
            EventTaskDetail.objects.filter(event__client=user, requires_client_input=True, status='PENDING', priority__in=['HIGH', 'URGENT'])
            .select_related('event')
            .order_by(Case(When(priority='URGENT', then=0), default=1), F('due_date').asc(nulls_last=True), 'id')[:5]
        )
        updates = TimelineEntry.objects.filter(event__client=user).select_related('event').order_by('-created_at', '-id')[:5]
        since = datetime.combine(today - timedelta(days=29), time(), tzinfo=ZoneInfo('Asia/Manila'))
        sent = Q(status__in=['SENT', 'DELIVERED'])
        figures = OutboxMessage.objects.filter(client=user, created_at__gte=since).aggregate(
            total_sent=Count('id', filter=sent),
            delivered=Count('id', filter=Q(status='DELIVERED')),
            opened=Count('id', filter=Q(is_opened=True)),
            emails_sent=Count('id', filter=sent & Q(channel='EMAIL')),
        )
        progress = 0
        if current and current.tasks_count:
            progress = half_up(100 * current.completed_tasks_count / current.tasks_count)
        return Response({
            'first_name': user.first_name or 'Client',
            'event_status': {
                'current_event': ClientEventSerializer(current).data if current else None,
                'progress': progress,
                'next_event': ClientEventSerializer(following).data if following else None,
                'counts': counts,
                'total_events': sum(counts.values()),
            },
            'urgent_tasks': DashboardTaskSerializer(urgent, many=True).data,
            'recent_updates': UpdateSerializer(updates, many=True).data,
            'communications': {
                'recent_records': RecordSerializer(OutboxMessage.objects.filter(client=user).order_by('-id')[:5], many=True).data,
                'summary': {
                    'days': 30,
                    'total_sent': figures['total_sent'],
                    'delivered': figures['delivered'],
                    'opened': figures['opened'],
                    'open_rate': half_up(1000 * figures['opened'] / figures['emails_sent']) / 10 if figures['emails_sent'] else 0,
                },
                'unread_records': OutboxMessage.objects.filter(client=user, channel='EMAIL', is_opened=False, status__in=['SENT', 'DELIVERED']).count(),
                'unread_notifications': Notification.objects.filter(user=user, read_at__isnull=True).count(),
                'unread_messages': Message.objects.filter(thread__client=user, from_venue=True, read_at__isnull=True).count(),
            },
        })


class Health(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]

    def get(self, request):
        return Response({'status': 'ok'})
