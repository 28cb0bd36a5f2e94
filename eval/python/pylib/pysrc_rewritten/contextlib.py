# contextlib for gpython, in Python.


class AbstractContextManager(object):
    def __enter__(self):
        return self

    def __exit__(self, typ, value, tb):
        return None


class ContextDecorator(object):
    # A context manager that also decorates: the function runs inside it.
    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        try:
            inner.__name__ = func.__name__
            inner.__doc__ = func.__doc__
            inner.__wrapped__ = func
        except Exception:
            pass
        return inner


class _GeneratorCM(ContextDecorator):
    def __init__(self, gen, func=None, args=(), kwds=None):
        self.gen = gen
        self.func, self.args, self.kwds = func, args, kwds or {}

    def _recreate_cm(self):
        return _GeneratorCM(self.func(*self.args, **self.kwds), self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield")

    def __exit__(self, typ, value, tb):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration:
            return True
        except BaseException as e:
            if e is value:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    def helper(*args, **kwargs):
        return _GeneratorCM(func(*args, **kwargs), func, args, kwargs)
    try:
        helper.__name__ = func.__name__
        helper.__doc__ = func.__doc__
        helper.__wrapped__ = func
    except Exception:
        pass
    return helper


class suppress(object):
    def __init__(self, *exceptions):
        self.exceptions = exceptions

    def __enter__(self):
        return None

    def __exit__(self, typ, value, tb):
        return typ is not None and issubclass(typ, self.exceptions)


class closing(object):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc):
        self.thing.close()
        return False


class nullcontext(object):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *exc):
        return False


class ExitStack(object):
    # Callbacks run last in, first out; each sees the exception the ones
    # after it left (None once one suppressed it), and one that raises
    # replaces it.
    def __init__(self):
        self._exit_callbacks = []

    def __enter__(self):
        return self

    def pop_all(self):
        new = ExitStack()
        new._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new

    def push(self, exit):
        cb = getattr(type(exit), "__exit__", None)
        if cb is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(lambda t, v, tb: cb(exit, t, v, tb))
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        try:
            enter = cls.__enter__
            exit = cls.__exit__
        except AttributeError:
            raise TypeError("'%s.%s' object does not support the context manager protocol" % (
                cls.__module__, cls.__qualname__))
        result = enter(cm)
        self._exit_callbacks.append(lambda t, v, tb: exit(cm, t, v, tb))
        return result

    def callback(self, callback, *args, **kwds):
        def _exit_wrapper(t, v, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, typ, value, tb):
        received = value is not None
        pending = value
        suppressed = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                t = type(pending) if pending is not None else None
                if cb(t, pending, pending.__traceback__ if pending is not None else None):
                    suppressed = True
                    pending = None
            except BaseException as e:
                if pending is not None and e is not pending and e.__context__ is None:
                    e.__context__ = pending
                pending = e
                suppressed = False
        if pending is not None and pending is not value:
            raise pending
        return received and pending is None


class redirect_stdout(object):
    _stream = "stdout"

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        import sys
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, typ, value, tb):
        import sys
        setattr(sys, self._stream, self._old_targets.pop())
        return False


class redirect_stderr(redirect_stdout):
    _stream = "stderr"
