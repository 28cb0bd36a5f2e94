class AppError(Exception):
    def __init__(self, msg, code=500):
        super().__init__(msg)
        self.code = code

class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found", code=404)

class Invalid(AppError, ValueError):
    pass

for exc in [NotFound("user 7"), Invalid("bad field", 422), AppError("boom")]:
    try:
        raise exc
    except ValueError as e:
        print("value-ish:", e, e.code, type(e).__mro__[1].__name__)
    except AppError as e:
        print(f"{type(e).__name__}[{e.code}]: {e} args={e.args}")
print(issubclass(Invalid, Exception), isinstance(Invalid("x"), (KeyError, ValueError)))
