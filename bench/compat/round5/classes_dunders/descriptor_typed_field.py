class Typed:
    def __init__(self, typ, default=None):
        self.typ, self.default = typ, default
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.typ):
            raise TypeError(f"{self.public} must be {self.typ.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)

class Task:
    title = Typed(str, "")
    priority = Typed(int, 3)
    def __init__(self, title, priority=None):
        self.title = title
        if priority is not None:
            self.priority = priority

t = Task("write report")
print(t.title, t.priority)
t.priority = 1
print(t.priority, Task.priority.public)
for bad in [("x", "high"), (5, None)]:
    try:
        Task(*bad)
    except TypeError as e:
        print("TypeError:", e)
