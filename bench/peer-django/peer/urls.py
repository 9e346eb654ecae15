from django.urls import path

from .views import ClientDashboard, ClientEventList, Health

urlpatterns = [
    path('api/client/events/', ClientEventList.as_view()),
    path('api/client/dashboard/', ClientDashboard.as_view()),
    path('api/health/', Health.as_view()),
]
