class Base:
    def __init__(self, name):
        self.name = name
    def describe(self):
        return "base " + self.name
class Child(Base):
    def __init__(self, name, extra):
        super().__init__(name)
        self.extra = extra
    def describe(self):
        return super().describe() + " +" + self.extra
print(Child("c", "x").describe())
print(isinstance(Child("a", "b"), Base), issubclass(Child, Base), issubclass(Base, Child))
