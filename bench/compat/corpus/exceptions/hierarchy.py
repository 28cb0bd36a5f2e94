class AppError(Exception):
    pass
class DbError(AppError):
    pass
try:
    raise DbError("db down")
except AppError as e:
    print(type(e).__name__, e, isinstance(e, Exception))
