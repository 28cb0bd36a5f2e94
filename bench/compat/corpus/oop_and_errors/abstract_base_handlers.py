from abc import ABC, abstractmethod

class Handler(ABC):
    registry = {}

    def __init_subclass__(cls, prefix=None, **kw):
        super().__init_subclass__(**kw)
        if prefix:
            Handler.registry[prefix] = cls

    @abstractmethod
    def handle(self, msg: str) -> str: ...

    def __call__(self, msg):
        return self.handle(msg)

class RefundHandler(Handler, prefix="refund"):
    def handle(self, msg):
        return "refund#" + msg.split()[-1]

class InvoiceHandler(Handler, prefix="invoice"):
    def handle(self, msg):
        return "invoice#" + msg.split()[1]

class PrizeHandler(Handler, prefix="win"):
    def handle(self, msg):
        return "SPAM?" + msg[-4:]

print(sorted(Handler.registry))
handled, unhandled = [], 0
for line in context.splitlines()[:40]:
    if 'msg="' not in line:
        continue
    msg = line.split('msg="')[1].rstrip('"')
    cls = Handler.registry.get(msg.split()[0])
    if cls is None:
        unhandled += 1
        continue
    handled.append(cls()(msg))
print(handled)
print("unhandled:", unhandled)
try:
    Handler()
except TypeError as e:
    print("TypeError:", e)
class Broken(Handler): pass
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
