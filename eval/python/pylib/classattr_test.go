package pylib

import "testing"

// TestClassAttrFixes checks interpreter fixes the abc, hashlib and pprint
// work needed (getattr on classes, Base.__repr__(self) and super().__str__(),
// builtin names, NotImplemented, dict subclass reprs) against CPython 3.11's output.
func TestClassAttrFixes(t *testing.T) {
	runCases(t, []struct{ name, src, want string }{
		{"object's __eq__ called without its argument, as an instance's", "try:\n    object().__eq__()\nexcept TypeError as e:\n    print(e)\nclass C: pass\ntry:\n    C().__eq__()\nexcept TypeError as e:\n    print(e)\n", "expected 1 argument, got 0\nexpected 1 argument, got 0\n"},
		{"super() in an f-string: the field's call, the literal text", "class A:\n    def hello(self):\n        return \"A\"\nclass B(A):\n    def hello(self):\n        x = f\"call super() now: {super().hello()} and {'super()'!r} {f'{super().hello()}'}\"\n        return x\nprint(B().hello())\ndef f():\n    return f\"super() outside\"\nprint(f())\n", "call super() now: A and 'super()' A\nsuper() outside\n"},
		{"getattr on a class binds classmethods and reads object's attributes", `class A:
    @classmethod
    def cm(cls): return cls.__name__
    @staticmethod
    def sm(): return 1
    @property
    def p(self): return 2
class B(A):
    pass
print(getattr(B, "cm")(), getattr(A, "sm")(), type(getattr(A, "p")).__name__, getattr(B(), "p"))
print(type(getattr(object, "__dict__")).__name__ != "property", getattr(object, "__mro__"), getattr(object, "__name__"), getattr(int, "__name__"))
`,
			"B 1 property 2\nTrue (<class 'object'>,) object int\n"},
		{"builtin function names, NotImplemented and dict subclass reprs", `import math
print(len.__name__, max.__qualname__, math.sqrt.__name__, [f.__name__ for f in (sum, min, sorted)])
print(NotImplemented, repr(NotImplemented), [NotImplemented], "%s" % NotImplemented)
class Tagged(dict):
    def __repr__(self):
        return "Tagged(%s)" % dict.__repr__(self)
class Named(dict):
    def __str__(self):
        return "named"
t = Tagged(a=1)
print(repr(t), str(t), [t], "%r" % (t,), f"{t!r}", Named(b=2), repr(Named(b=2)))
`,
			"len max sqrt ['sum', 'min', 'sorted']\nNotImplemented NotImplemented [NotImplemented] NotImplemented\nTagged({'a': 1}) Tagged({'a': 1}) [Tagged({'a': 1})] Tagged({'a': 1}) Tagged({'a': 1}) named {'b': 2}\n"},
		{"explicit base dunders and super() reaching built-in __repr__ and __str__", `class Base:
    def __init__(self, x): self.x = x
    def __repr__(self): return "Base(%r)" % self.x
    def __str__(self): return "str-base"
    def __eq__(self, o): return True
class Sub(Base):
    def __repr__(self): return "Sub:" + Base.__repr__(self)
s = Sub(1)
print(repr(s), Base.__str__(s), Base.__eq__(s, 2), Sub.__repr__ is Base.__repr__)
class E(Exception):
    def __str__(self): return "x: " + super().__str__()
    def __repr__(self): return "R" + super().__repr__()
print(str(E("a")), repr(E("a", 2)))
class P:
    def __repr__(self): return "P" + super().__repr__()[:10]
    def __str__(self): return "S" + super().__str__()[:5]
print(repr(P()), str(P()))
class Tagged(dict):
    def __repr__(self): return "T" + dict.__repr__(self) + super().__repr__()
    def __str__(self): return "s" + super().__str__()
print(repr(Tagged(a=1)), str(Tagged(b=1)))
for f in [lambda: dict.__repr__({"a": 1}), lambda: object.__repr__(5)[:5], lambda: dict.__str__({1: 2}), lambda: Exception.__str__(KeyError("k")),
          lambda: KeyError.__str__(KeyError("k")), lambda: object.__str__([1]), lambda: dict.__repr__([1]), lambda: ValueError.__repr__(ValueError(3))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
`,
			"Sub:Base(1) str-base True False\nx: a RE('a', 2)\nP<__main__. SP<__m\nT{'a': 1}{'a': 1} sT{'b': 1}{'b': 1}\n{'a': 1}\n<int \n{1: 2}\nk\n'k'\n[1]\nTypeError descriptor '__repr__' requires a 'dict' object but received a 'list'\nValueError(3)\n"},
	})
}
