class Detector:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Detector.registry[name or cls.__name__.lower()] = cls

    @staticmethod
    def msg_of(line):
        return line.partition('msg="')[2].rstrip('"')

    @classmethod
    def create(cls, name):
        return cls.registry[name]()

    def matches(self, line):
        return False

class Prize(Detector, name="prize"):
    def matches(self, line):
        return "prize" in self.msg_of(line)

class Refund(Detector):
    def matches(self, line):
        return self.msg_of(line).startswith("refund")

print(sorted(Detector.registry))
lines = [l for l in context.splitlines() if l.startswith("id=")]
for name in Detector.registry:
    det = Detector.create(name)
    hits = [l.split()[0] for l in lines if det.matches(l)]
    print(name, type(det).__name__, len(hits), hits[:3])
print(Detector.msg_of('id=1 msg="hello there"'))
try:
    Detector.create("unknown")
except KeyError as e:
    print("no detector:", e)
