class Base(Exception):
    pass
class NotFound(Base):
    pass
class Denied(Base):
    pass
for cls in [NotFound, Denied, Base]:
    try:
        raise cls('x')
    except NotFound:
        print('NotFound branch')
    except Base as e:
        print('Base branch', type(e).__name__)
print([c.__name__ for c in NotFound.__mro__])
