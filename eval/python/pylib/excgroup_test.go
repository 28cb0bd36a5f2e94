package pylib

import "testing"

// TestExceptionGroups: ExceptionGroup, BaseExceptionGroup and except*.
// Each want is python3 3.11's output for the same source.
func TestExceptionGroups(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"repr and str",
			`eg = ExceptionGroup("m", [ValueError(1), TypeError(2)])
print(repr(eg), str(eg), eg.args)`,
			`ExceptionGroup('m', [ValueError(1), TypeError(2)]) m (2 sub-exceptions) ('m', [ValueError(1), TypeError(2)])
`},
		{"one sub-exception",
			`print(ExceptionGroup("one", [KeyError("k")]))`,
			`one (1 sub-exception)
`},
		{"tuple kept in repr",
			`print(repr(BaseExceptionGroup("x", (ValueError(1),))))`,
			`ExceptionGroup('x', (ValueError(1),))
`},
		{"base group of base exceptions",
			`print(type(BaseExceptionGroup("x", [KeyboardInterrupt()])).__name__)`,
			`BaseExceptionGroup
`},
		{"base group picks ExceptionGroup",
			`g = BaseExceptionGroup("x", [ValueError()])
print(type(g).__name__, isinstance(g, Exception))`,
			`ExceptionGroup True
`},
		{"message not str",
			`try:
    ExceptionGroup(1, [ValueError()])
except TypeError as e:
    print(e)`,
			`BaseExceptionGroup.__new__() argument 1 must be str, not int
`},
		{"empty sequence",
			`try:
    ExceptionGroup("m", [])
except ValueError as e:
    print(e)`,
			`second argument (exceptions) must be a non-empty sequence
`},
		{"not a sequence",
			`try:
    ExceptionGroup("m", 5)
except TypeError as e:
    print(e)`,
			`second argument (exceptions) must be a sequence
`},
		{"item not exception",
			`try:
    ExceptionGroup("m", [ValueError(), 1])
except ValueError as e:
    print(e)`,
			`Item 1 of second argument (exceptions) is not an exception
`},
		{"one argument",
			`try:
    ExceptionGroup("m")
except TypeError as e:
    print(e)`,
			`BaseExceptionGroup.__new__() takes exactly 2 arguments (1 given)
`},
		{"base exception in ExceptionGroup",
			`try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print(e)`,
			`Cannot nest BaseExceptions in an ExceptionGroup
`},
		{"mro",
			`print(ExceptionGroup.__mro__)
print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(BaseExceptionGroup, Exception))`,
			`(<class 'ExceptionGroup'>, <class 'BaseExceptionGroup'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
True False
`},
		{"message and exceptions",
			`eg = ExceptionGroup("msg", [ValueError(1), TypeError(2)])
print(eg.message, eg.exceptions, type(eg.exceptions).__name__)`,
			`msg (ValueError(1), TypeError(2)) tuple
`},
		{"split by type",
			`eg = ExceptionGroup("m", [ValueError(1), TypeError(2), ValueError(3)])
m, r = eg.split(ValueError)
print(repr(m), repr(r))`,
			`ExceptionGroup('m', [ValueError(1), ValueError(3)]) ExceptionGroup('m', [TypeError(2)])
`},
		{"split by tuple",
			`eg = ExceptionGroup("m", [ValueError(1), TypeError(2), KeyError(3)])
print(eg.split((ValueError, KeyError)))`,
			`(ExceptionGroup('m', [ValueError(1), KeyError(3)]), ExceptionGroup('m', [TypeError(2)]))
`},
		{"split by predicate",
			`eg = ExceptionGroup("m", [ValueError(1), ValueError(5)])
print(eg.split(lambda e: isinstance(e, ValueError) and e.args[0] > 2))`,
			`(ExceptionGroup('m', [ValueError(5)]), ExceptionGroup('m', [ValueError(1)]))
`},
		{"split none match",
			`eg = ExceptionGroup("m", [ValueError(1)])
m, r = eg.split(KeyError)
print(m, r is eg)`,
			`None False
`},
		{"nested split keeps structure",
			`n = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
m, r = n.split(ValueError)
print(repr(m))
print(repr(r))`,
			`ExceptionGroup('outer', [ValueError(1), ExceptionGroup('inner', [ValueError(3)])])
ExceptionGroup('outer', [ExceptionGroup('inner', [TypeError(2)])])
`},
		{"subgroup identity",
			`eg = ExceptionGroup("m", [ValueError(1), TypeError(2)])
print(eg.subgroup(lambda e: True) is eg, eg.subgroup(Exception) is eg, eg.subgroup(OSError))`,
			`True True None
`},
		{"subgroup derived",
			`v = ExceptionGroup("v", [ValueError(1)])
print(v.subgroup(ValueError) is v, repr(v.subgroup(ValueError)))`,
			`False ExceptionGroup('v', [ValueError(1)])
`},
		{"subgroup nested predicate",
			`n = ExceptionGroup("o", [ValueError(1), ExceptionGroup("i", [ValueError(3)])])
print(repr(n.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] > 1)))`,
			`ExceptionGroup('o', [ExceptionGroup('i', [ValueError(3)])])
`},
		{"bad condition",
			`try:
    ExceptionGroup("m", [ValueError()]).split(5)
except TypeError as e:
    print(e)`,
			`expected a function, exception type or tuple of exception types
`},
		{"derive",
			`eg = ExceptionGroup("m", [ValueError(1)])
d = eg.derive([KeyError(1)])
print(repr(d), type(d).__name__)`,
			`ExceptionGroup('m', [KeyError(1)]) ExceptionGroup
`},
		{"split copies cause and notes",
			`eg = ExceptionGroup("m", [ValueError(1), TypeError(2)])
eg.__cause__ = KeyError("c")
eg.add_note("n1")
m, r = eg.split(ValueError)
print(repr(m.__cause__), m.__notes__, repr(r.__cause__))`,
			`KeyError('c') ['n1'] KeyError('c')
`},
		{"subclass derive",
			`class MyEG(ExceptionGroup):
    def derive(self, excs):
        return MyEG(self.message + "!", excs)
x = MyEG("my", [ValueError(1), KeyError(2)])
print(repr(x), repr(x.split(KeyError)))`,
			`MyEG('my', [ValueError(1), KeyError(2)]) (MyEG('my!', [KeyError(2)]), MyEG('my!', [ValueError(1)]))
`},
		{"subclass default derive",
			`class MyEG(ExceptionGroup):
    pass
x = MyEG("my", [ValueError(1), KeyError(2)])
print(type(x.subgroup(KeyError)).__name__, isinstance(x, ExceptionGroup))`,
			`ExceptionGroup True
`},
		{"catch with except",
			`try:
    raise ExceptionGroup("g", [ValueError(1)])
except ExceptionGroup as e:
    print("caught", e, e.exceptions)`,
			`caught g (1 sub-exception) (ValueError(1),)
`},
		{"catch as Exception",
			`try:
    raise ExceptionGroup("g", [ValueError(1)])
except Exception as e:
    print(type(e).__name__)`,
			`ExceptionGroup
`},
		{"except star basic",
			`try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError as e:
    print("V", repr(e))
except* TypeError as e:
    print("T", repr(e))`,
			`V ExceptionGroup('eg', [ValueError(1)])
T ExceptionGroup('eg', [TypeError(2)])
`},
		{"except star naked",
			`try:
    raise ValueError(1)
except* ValueError as e:
    print(repr(e), type(e).__name__)`,
			`ExceptionGroup('', (ValueError(1),)) ExceptionGroup
`},
		{"except star tuple of types",
			`try:
    raise ExceptionGroup("eg", [ValueError(1), KeyError(2), TypeError(3)])
except* (ValueError, KeyError) as e:
    print(repr(e))
except* TypeError:
    print("T")`,
			`ExceptionGroup('eg', [ValueError(1), KeyError(2)])
T
`},
		{"except star remainder reraised",
			`try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("handled V")
except ExceptionGroup as e:
    print("rest", repr(e))`,
			`handled V
rest ExceptionGroup('eg', [TypeError(2)])
`},
		{"except star naked unmatched",
			`try:
    try:
        raise ValueError(1)
    except* TypeError:
        pass
except Exception as e:
    print(repr(e))`,
			`ValueError(1)
`},
		{"except star raise new",
			`try:
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        raise TypeError(2)
except Exception as e:
    print(repr(e), repr(e.__context__))`,
			`TypeError(2) ExceptionGroup('eg', [ValueError(1)])
`},
		{"except star naked raise new",
			`try:
    try:
        raise ValueError(1)
    except* ValueError:
        raise TypeError(2)
except Exception as e:
    print(repr(e))`,
			`TypeError(2)
`},
		{"except star bare raise naked",
			`try:
    try:
        raise ValueError(1)
    except* ValueError as e:
        raise
except Exception as e:
    print(repr(e))`,
			`ExceptionGroup('', (ValueError(1),))
`},
		{"except star bare raise group",
			`try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
except Exception as e:
    print(repr(e))`,
			`ExceptionGroup('eg', [ValueError(1), TypeError(2)])
`},
		{"except star raise e",
			`try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
except Exception as e:
    print(repr(e))`,
			`ExceptionGroup('', [ExceptionGroup('eg', [ValueError(1)]), ExceptionGroup('eg', [TypeError(2)])])
`},
		{"except star raise plus rest",
			`try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise RuntimeError("r")
    except* TypeError:
        pass
except Exception as e:
    print(repr(e))`,
			`ExceptionGroup('', [RuntimeError('r'), ExceptionGroup('eg', [KeyError(3)])])
`},
		{"except star name unbound after",
			`try:
    raise ValueError(1)
except* ValueError as e:
    pass
try:
    print(e)
except NameError as x:
    print(x)`,
			`name 'e' is not defined
`},
		{"except star ExceptionGroup type",
			`try:
    try:
        raise ValueError(1)
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)`,
			`catching ExceptionGroup with except* is not allowed. Use except instead.
`},
		{"except star ExceptionGroup in tuple",
			`try:
    try:
        raise ValueError(1)
    except* (ValueError, BaseExceptionGroup):
        pass
except TypeError as e:
    print(e)`,
			`catching ExceptionGroup with except* is not allowed. Use except instead.
`},
		{"except star no exception",
			`try:
    x = 1
except* ValueError:
    print("no")
else:
    print("else", x)
finally:
    print("finally")`,
			`else 1
finally
`},
		{"except star else finally in function",
			`def f():
    try:
        raise ExceptionGroup("many", [ValueError("a"), TypeError("b"), ValueError("c")])
    except* ValueError as eg:
        for x in eg.exceptions:
            print("value", x)
    except* TypeError as eg:
        print("type", eg.exceptions)
    else:
        print("else")
    finally:
        print("finally")
    return "done"
print(f())`,
			`value a
value c
type (TypeError('b'),)
finally
done
`},
		{"except star nested groups",
			`try:
    raise ExceptionGroup("o", [ValueError(1), ExceptionGroup("i", [ValueError(2), OSError(3)])])
except* ValueError as e:
    print(repr(e))
except* OSError as e:
    print(repr(e))`,
			`ExceptionGroup('o', [ValueError(1), ExceptionGroup('i', [ValueError(2)])])
ExceptionGroup('o', [ExceptionGroup('i', [OSError(3)])])
`},
		{"except star only first matching clause",
			`try:
    raise ExceptionGroup("eg", [ValueError(1)])
except* ValueError:
    print("first")
except* Exception:
    print("second")`,
			`first
`},
		{"except star Exception catches rest",
			`try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError:
    print("V")
except* Exception as e:
    print("rest", repr(e))`,
			`V
rest ExceptionGroup('eg', [TypeError(2)])
`},
		{"except star inline bodies",
			`try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError: print("V")
except* TypeError: print("T")`,
			`V
T
`},
		{"except star in loop",
			`for i in range(3):
    try:
        if i % 2:
            raise ExceptionGroup("g", [ValueError(i)])
        raise KeyError(i)
    except* ValueError as e:
        print("V", e.exceptions)
    except* KeyError as e:
        print("K", e.exceptions)`,
			`K (KeyError(0),)
V (ValueError(1),)
K (KeyError(2),)
`},
		{"nested except star",
			`try:
    raise ExceptionGroup("o", [ValueError(1)])
except* ValueError as e:
    try:
        raise ExceptionGroup("i", [TypeError(2)])
    except* TypeError as t:
        print("inner", repr(t))
    print("outer", repr(e))`,
			`inner ExceptionGroup('i', [TypeError(2)])
outer ExceptionGroup('o', [ValueError(1)])
`},
		{"except star handler multiline strings",
			`try:
    raise ValueError(1)
except* ValueError:
    s = """a
b"""
    print(s.split())`,
			`['a', 'b']
`},
		{"uncaught group",
			`raise ExceptionGroup("boom", [ValueError(1)])`,
			`ExceptionGroup: boom (1 sub-exception)`},
		{"uncaught remainder",
			`try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError:
    pass`,
			`ExceptionGroup: eg (1 sub-exception)`},
		{"group with base exceptions caught",
			`try:
    raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1)])
except* KeyboardInterrupt:
    print("ki")
except* ValueError as e:
    print(type(e).__name__, repr(e))`,
			`ki
ExceptionGroup ExceptionGroup('b', [ValueError(1)])
`},
		{"except star with walrus-free fstring",
			`try:
    raise ExceptionGroup("eg", [ValueError(7)])
except* ValueError as e:
    print(f"{len(e.exceptions)} error(s): {e.exceptions[0]!r}")`,
			`1 error(s): ValueError(7)
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
