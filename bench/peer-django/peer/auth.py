"""Bearer access tokens as the Node server signs them (HS256, sub = user, sid = sign-in), checked like
djangorestframework-simplejwt checks them: the signature, then the user and the sign-in read on every request."""
import jwt
from django.conf import settings
from django.db.models import Exists, OuterRef
from rest_framework import authentication, exceptions

from .models import RefreshToken, User


class AccessTokenAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = request.META.get('HTTP_AUTHORIZATION', '')
        if not header.startswith('Bearer '):
            return None
        try:
            claims = jwt.decode(header[7:], settings.JWT_SECRET, algorithms=['HS256'])
        except jwt.PyJWTError:
            raise exceptions.AuthenticationFailed('Invalid token.')
        alive = RefreshToken.objects.filter(user_id=OuterRef('pk'), family_id=claims.get('sid'), revoked_at__isnull=True)
        user = User.objects.filter(id=int(claims['sub']), is_active=True).filter(Exists(alive)).first()
        if user is None:
            raise exceptions.AuthenticationFailed('Invalid token.')
        return (user, claims)
