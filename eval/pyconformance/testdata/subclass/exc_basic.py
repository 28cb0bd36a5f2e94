class AppError(Exception):
    pass
try:
    raise AppError('bad thing', 42)
except AppError as e:
    print(type(e).__name__, e, repr(e), e.args)
print(issubclass(AppError, Exception), isinstance(AppError(), BaseException))
