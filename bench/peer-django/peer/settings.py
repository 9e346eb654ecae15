"""The Django REST peer of the client's reads (issue 42, point 4): the same tables, read the way the framework's
documentation reads them. Production settings: no debug, no sessions, no caches, persistent connections."""
import os
from urllib.parse import urlparse

_db = urlparse(os.environ['DATABASE_URL'])
SECRET_KEY = 'peer-not-secret'
DEBUG = False
ALLOWED_HOSTS = ['*']
INSTALLED_APPS = ['django.contrib.contenttypes', 'rest_framework', 'peer']
MIDDLEWARE = ['django.middleware.common.CommonMiddleware']
ROOT_URLCONF = 'peer.urls'
USE_TZ = True
TIME_ZONE = 'Asia/Manila'
DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': _db.path.lstrip('/'),
        'USER': _db.username,
        'PASSWORD': _db.password or '',
        'HOST': _db.hostname,
        'PORT': _db.port,
        'CONN_MAX_AGE': None,
    }
}
REST_FRAMEWORK = {
    'DEFAULT_AUTHENTICATION_CLASSES': ['peer.auth.AccessTokenAuthentication'],
    'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated'],
    'DEFAULT_RENDERER_CLASSES': ['rest_framework.renderers.JSONRenderer'],
    'UNAUTHENTICATED_USER': None,
}
JWT_SECRET = os.environ['JWT_SECRET']
