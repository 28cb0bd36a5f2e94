import json
class Rec:
    def __init__(self, user, amount, region):
        self.user = user
        self.amount = amount
        self.region = region
        self.tags = []
    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"Rec({inner})"
r = Rec("alice", 3.5, "eu")
print(r, vars(r), json.dumps(r.__dict__))
r.zeta = 1; r.alpha = 2
del r.amount
print(list(vars(r)), [a for a in dir(r) if not a.startswith("_")])
r.__dict__["extra"] = True
r.__dict__.update(note="n", amount=9)
print(r.extra, r.amount, r.__dict__)
setattr(r, "via_setattr", 1)
print(list(r.__dict__))
class Cfg:
    def __init__(self, **kw):
        self.__dict__.update(kw)
c = Cfg(b=2, a=1, c=3)
print(vars(c), c.a)
import copy
d = copy.deepcopy(r)
print(vars(d) == vars(r), list(vars(d)))
