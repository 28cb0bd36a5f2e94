class AppError(Exception):
    code = "E000"
    status = 500

    def __init__(self, message, **details):
        super().__init__(message)
        self.details = details

    def to_dict(self):
        return {"code": self.code, "status": self.status, "message": str(self), **self.details}

class NotFoundError(AppError):
    code = "E404"
    status = 404

class ValidationError(AppError, ValueError):
    code = "E422"
    status = 422

class RateLimited(AppError):
    code = "E429"
    status = 429

    def __str__(self):
        return f"{super().__str__()} (retry in {self.details.get('retry_after', '?')}s)"

def handle(kind):
    if kind == "missing":
        raise NotFoundError("user not found", user_id=7)
    if kind == "invalid":
        raise ValidationError("email is invalid", field="email")
    if kind == "slow":
        raise RateLimited("too many requests", retry_after=30)
    raise AppError("unexpected")

for kind in ["missing", "invalid", "slow", "other"]:
    try:
        handle(kind)
    except ValueError as e:
        print("value-ish:", e.to_dict())
    except AppError as e:
        print(type(e).__name__, e.to_dict())
print([c.__name__ for c in ValidationError.__mro__])
