class MissingField(KeyError):
    pass
try:
    raise MissingField('name')
except LookupError as e:
    print(type(e).__name__, e, repr(e))
