"""Writes the decimal corpus: one program per case into ../testdata/decimal/.

The cases were written from the behaviour the Python 3.11 `decimal`
documentation describes (classes, constants, contexts, every Context and
Decimal method, signals as exceptions, flags and traps, rounding modes,
special values, string forms and format specs, hashing, comparisons, mixed
arithmetic). The expected output of each program is what python3 prints;
the Go test regenerates .out files with RLM_PYCOMPAT_UPDATE=1.

Run: python3 eval/pyconformance/gen/decimal_cases.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "testdata", "decimal")

HEAD = "from decimal import *\nimport decimal\n"

# show evaluates one expression and prints its repr, or the name of the
# exception it raised, so a program goes on after an expected error.
SHOW = '''
def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__)
    else:
        print(label, "->", repr(r))
'''

# flags prints the signals a context has raised, in a fixed order.
FLAGS = '''
def flags(c):
    return sorted(k.__name__ for k, v in c.flags.items() if v)
'''

cases = {}


def case(name, body, helpers=True):
    assert name not in cases, name
    src = HEAD + (SHOW + FLAGS if helpers else "") + "\n" + body.strip("\n") + "\n"
    cases[name] = src


# ---------------------------------------------------------------- Context methods
# Each runs in a copy of ExtendedContext (no traps), so invalid operations
# return NaN rather than raising; a few are repeated in BasicContext below.
UNARY = {
    "abs": ["'-2.5'", "'2.1'", "'-0'", "'-Infinity'", "'NaN'"],
    "canonical": ["'2.50'", "'-Inf'", "'NaN'"],
    "copy_abs": ["'-100'", "'2.1'", "'-Inf'", "'-NaN'"],
    "copy_decimal": ["'3.14'", "'-0.00'", "'sNaN'"],
    "copy_negate": ["'101.5'", "'-101.5'", "'0'", "'NaN'"],
    "exp": ["'-Infinity'", "'-1'", "'0'", "'1'", "'0.693147181'", "'+Infinity'", "'2'"],
    "is_canonical": ["'2.50'", "'NaN'"],
    "is_finite": ["'2.50'", "'-0.3'", "'0'", "'Inf'", "'NaN'"],
    "is_infinite": ["'2.50'", "'-Inf'", "'NaN'"],
    "is_nan": ["'2.50'", "'NaN'", "'-sNaN'", "'Inf'"],
    "is_normal": ["'2.50'", "'0.1E-999'", "'0.00'", "'-Inf'", "'NaN'"],
    "is_qnan": ["'2.50'", "'NaN'", "'sNaN'"],
    "is_signed": ["'2.50'", "'-12'", "'-0'", "'-NaN'"],
    "is_snan": ["'2.50'", "'NaN'", "'sNaN'"],
    "is_subnormal": ["'2.50'", "'0.1E-999'", "'0.00'", "'-Inf'", "'NaN'"],
    "is_zero": ["'0'", "'2.50'", "'-0E+2'"],
    "ln": ["'0'", "'1.000'", "'2.71828183'", "'10'", "'+Infinity'", "'-1'"],
    "log10": ["'0'", "'0.001'", "'1.000'", "'2'", "'10'", "'70'", "'+Infinity'", "'-5'"],
    "logb": ["'250'", "'2.50'", "'0.03'", "'0'", "'-Inf'"],
    "logical_invert": ["'0'", "'1'", "'111111111'", "'101010101'", "'2'"],
    "minus": ["'1.3'", "'-1.3'", "'0'", "'-Inf'"],
    "next_minus": ["'1'", "'1E-1007'", "'-1.00000003'", "'Infinity'", "'-Infinity'"],
    "next_plus": ["'1'", "'-1E-1007'", "'-1.00000003'", "'-Infinity'", "'Infinity'"],
    "normalize": ["'2.1'", "'-2.0'", "'1.200'", "'-120'", "'120.00'", "'0.00'"],
    "number_class": ["'Infinity'", "'1E-10'", "'2.50'", "'0.1E-999'", "'0'", "'-0'",
                     "'-0.1E-999'", "'-1E-10'", "'-2.50'", "'-Infinity'", "'NaN'", "'-NaN'", "'sNaN'"],
    "plus": ["'1.3'", "'-1.3'", "'-0'", "'1.23456789012'"],
    "sqrt": ["'0'", "'-0'", "'0.39'", "'100'", "'1'", "'1.0'", "'1.00'", "'7'", "'10'", "'-1'"],
    "to_eng_string": ["'123E+1'", "'123E+3'", "'123E-10'", "'-123E-12'", "'7E-7'", "'7E+1'", "'0E+1'"],
    "to_integral_exact": ["'2.1'", "'100'", "'100.0'", "'101.5'", "'-101.5'", "'10E+5'", "'7.89E+77'", "'-Inf'"],
    "to_integral_value": ["'2.1'", "'100'", "'100.0'", "'101.5'", "'-101.5'", "'10E+5'", "'7.89E+77'", "'-Inf'"],
    "to_integral": ["'2.5'", "'3.5'", "'-2.5'", "'0.4'"],
    "to_sci_string": ["'123E+1'", "'-1.23E-10'", "'0.000001'", "'0.0000001'", "'-0'", "'NaN123'"],
}

BINARY = {
    "add": [("'12'", "'7.00'"), ("'1E+2'", "'1E+4'"), ("'1.3'", "'-1.3'"), ("'Inf'", "'-Inf'"), ("5", "'3'"), ("'5'", "3")],
    "compare": [("'2.1'", "'3'"), ("'2.1'", "'2.1'"), ("'2.1'", "'2.10'"), ("'3'", "'2.1'"), ("'2.1'", "'-3'"), ("'-3'", "'2.1'"), ("'NaN'", "'1'")],
    "compare_signal": [("'2.1'", "'3'"), ("'2.1'", "'2.10'"), ("'NaN'", "'1'"), ("'1'", "'sNaN'")],
    "compare_total": [("'12.73'", "'127.9'"), ("'-127'", "'12'"), ("'12.30'", "'12.3'"), ("'12.30'", "'12.30'"), ("'12.3'", "'NaN'"), ("'-NaN'", "'-sNaN'"), ("'-0'", "'0'")],
    "compare_total_mag": [("'12.73'", "'-127.9'"), ("'-12.30'", "'12.3'"), ("'-Inf'", "'NaN'")],
    "copy_sign": [("'1.50'", "'7.33'"), ("'-1.50'", "'7.33'"), ("'1.50'", "'-7.33'"), ("'-1.50'", "'-7.33'"), ("'NaN'", "'-1'")],
    "divide": [("'1'", "'3'"), ("'2'", "'3'"), ("'5'", "'2'"), ("'1'", "'10'"), ("'12'", "'12'"), ("'8.00'", "'2'"), ("'2.400'", "'2.0'"), ("'1000'", "'100'"), ("'2.40E+6'", "'2'"), ("'1'", "'0'"), ("'0'", "'0'")],
    "divide_int": [("'2'", "'3'"), ("'10'", "'3'"), ("'1'", "'0.3'"), ("'-7'", "'2'"), ("'1'", "'0'")],
    "divmod": [("'8'", "'3'"), ("'-8'", "'3'"), ("'8'", "'-3'"), ("'8.5'", "'0.2'"), ("'1'", "'0'")],
    "logical_and": [("'0'", "'0'"), ("'0'", "'1'"), ("'1'", "'0'"), ("'1'", "'1'"), ("'1100'", "'1010'"), ("'1111'", "'10'"), ("'2'", "'1'")],
    "logical_or": [("'0'", "'0'"), ("'0'", "'1'"), ("'1100'", "'1010'"), ("'1110'", "'10'"), ("'-1'", "'1'")],
    "logical_xor": [("'0'", "'0'"), ("'0'", "'1'"), ("'1'", "'1'"), ("'1100'", "'1010'"), ("'1111'", "'10'")],
    "max": [("'3'", "'2'"), ("'-10'", "'3'"), ("'1.0'", "'1'"), ("'7'", "'NaN'"), ("'-0'", "'0'")],
    "max_mag": [("'7'", "'NaN'"), ("'7'", "'-10'"), ("'1'", "'-2'"), ("'-1'", "'1'")],
    "min": [("'3'", "'2'"), ("'-10'", "'3'"), ("'1.0'", "'1'"), ("'7'", "'NaN'"), ("'-0'", "'0'")],
    "min_mag": [("'3'", "'-2'"), ("'-3'", "'NaN'"), ("'1'", "'-1'")],
    "multiply": [("'1.20'", "'3'"), ("'7'", "'3'"), ("'0.9'", "'0.8'"), ("'0.9'", "'-0'"), ("'654321'", "'654321'"), ("'Inf'", "'0'"), ("7", "'7'")],
    "next_toward": [("'1'", "'2'"), ("'-1E-1007'", "'1'"), ("'-1.00000003'", "'0'"), ("'1'", "'0'"), ("'1E-1007'", "'-100'"), ("'0.00'", "'-0.0000'")],
    "power": [("'2'", "'3'"), ("'-2'", "'3'"), ("'2'", "'-3'"), ("'1.7'", "'8'"), ("'10'", "'0.301029996'"), ("'Infinity'", "'-1'"), ("'Infinity'", "'0'"), ("'-Infinity'", "'1'"), ("'0'", "'0'"), ("'-2'", "'0.5'")],
    "quantize": [("'2.17'", "'0.001'"), ("'2.17'", "'0.01'"), ("'2.17'", "'0.1'"), ("'2.17'", "'1e+0'"), ("'2.17'", "'1e+1'"), ("'-Inf'", "'Infinity'"), ("'2'", "'Infinity'"), ("'-0.1'", "'1'"), ("'-0'", "'1e+5'"), ("'+35236450.6'", "'1e-2'"), ("'217'", "'1e-1'"), ("'217'", "'1e+2'")],
    "remainder": [("'2.1'", "'3'"), ("'10'", "'3'"), ("'-10'", "'3'"), ("'10.2'", "'1'"), ("'10'", "'0.3'"), ("'3.6'", "'1.3'"), ("'1'", "'0'")],
    "remainder_near": [("'2.1'", "'3'"), ("'10'", "'6'"), ("'10'", "'3'"), ("'-10'", "'3'"), ("'10.2'", "'1'"), ("'10'", "'0.3'"), ("'3.6'", "'1.3'")],
    "rotate": [("'34'", "'8'"), ("'12'", "'9'"), ("'123456789'", "'-2'"), ("'123456789'", "'0'"), ("'123456789'", "'+2'"), ("'1'", "'10'")],
    "same_quantum": [("'2.17'", "'0.001'"), ("'2.17'", "'0.01'"), ("'2.17'", "'1'"), ("'Inf'", "'-Inf'"), ("'NaN'", "'NaN'"), ("'1'", "'NaN'")],
    "scaleb": [("'7.50'", "'-2'"), ("'7.50'", "'0'"), ("'7.50'", "'3'"), ("'1'", "'1.5'"), ("'Inf'", "'4'")],
    "shift": [("'34'", "'8'"), ("'12'", "'9'"), ("'123456789'", "'-2'"), ("'123456789'", "'0'"), ("'123456789'", "'+2'"), ("'1'", "'10'")],
    "subtract": [("'1.3'", "'1.07'"), ("'1.3'", "'1.30'"), ("'1.3'", "'2.07'"), ("'Inf'", "'Inf'"), ("8", "'5'"), ("'8'", "5")],
}


def arg(x):
    return x if not x.startswith("'") else "Decimal(%s)" % x


for m, vals in UNARY.items():
    lines = ["c = ExtendedContext.copy()", "c.prec = 9"]
    for v in vals:
        lines.append("show(%r, lambda: c.%s(Decimal(%s)))" % ("%s(%s)" % (m, v.strip("'")), m, v))
    case("ctx_%s" % m, "\n".join(lines))

for m, pairs in BINARY.items():
    lines = ["c = ExtendedContext.copy()", "c.prec = 9"]
    for a, b in pairs:
        lines.append("show(%r, lambda: c.%s(%s, %s))" % ("%s(%s, %s)" % (m, a.strip("'"), b.strip("'")), m, arg(a), arg(b)))
    case("ctx_%s" % m, "\n".join(lines))

case("ctx_fma", """
c = ExtendedContext.copy()
c.prec = 9
show('fma 3 5 7', lambda: c.fma(Decimal(3), Decimal(5), Decimal(7)))
show('fma 5 3 -7', lambda: c.fma(Decimal(5), Decimal(3), Decimal(-7)))
show('fma big', lambda: c.fma(Decimal('888565290'), Decimal('1557.96930'), Decimal('-86087.7578')))
show('fma ints', lambda: c.fma(2, 3, 4))
show('fma inf', lambda: c.fma(Decimal('Inf'), Decimal(0), Decimal(1)))
""")
case("ctx_radix", """
c = ExtendedContext.copy()
print(repr(c.radix()))
print(repr(Decimal(5).radix()))
""")
case("ctx_create_decimal", """
c = Context(prec=5, rounding=ROUND_HALF_UP)
print(repr(c.create_decimal('3.14159265')))
print(repr(c.create_decimal('  1.23456  '.strip())))
print(repr(c.create_decimal(123456789)))
print(repr(c.create_decimal()))
print(repr(Decimal('3.14159265')))
show('bad', lambda: c.create_decimal('abc'))
show('spaces', lambda: c.create_decimal(' 1.5 '))
show('underscore', lambda: c.create_decimal('1_000'))
print(repr(Decimal('1_000')))
""")
case("ctx_create_decimal_tuple", """
c = Context(prec=3)
print(repr(c.create_decimal((0, (1, 2, 3, 4, 5), -2))))
print(repr(c.create_decimal((1, (7,), 3))))
print(repr(c.create_decimal(Decimal('9.9999'))))
""")
case("ctx_create_decimal_from_float", """
c = Context(prec=5, rounding=ROUND_DOWN)
print(repr(c.create_decimal_from_float(0.1)))
print(repr(c.create_decimal_from_float(1.0 / 3)))
print(repr(c.create_decimal_from_float(float('inf'))))
print(repr(c.create_decimal_from_float(float('-inf'))))
print(repr(c.create_decimal_from_float(-0.0)))
print(repr(c.create_decimal_from_float(3)))
c2 = Context(prec=5, traps=[Inexact])
show('trapped', lambda: c2.create_decimal_from_float(math_pi))
""".replace("math_pi", "3.141592653589793"))
case("ctx_etiny_etop", """
c = Context(prec=9, Emin=-99, Emax=99)
print(c.Etiny(), c.Etop())
print(ExtendedContext.Etiny(), ExtendedContext.Etop())
print(Context().Etiny(), Context().Etop())
""")
case("ctx_clear_flags", """
c = Context(prec=3, traps=[])
c.divide(Decimal(1), Decimal(3))
print(flags(c))
c.clear_flags()
print(flags(c))
""")
case("ctx_clear_traps", """
c = Context()
print(sorted(k.__name__ for k, v in c.traps.items() if v))
c.clear_traps()
print(sorted(k.__name__ for k, v in c.traps.items() if v))
print(repr(c.divide(Decimal(1), Decimal(0))))
print(flags(c))
""")
case("ctx_copy", """
c = Context(prec=7, rounding=ROUND_UP)
d = c.copy()
d.prec = 3
print(c.prec, d.prec, d.rounding)
print(d is c, type(d).__name__)
c.divide(Decimal(1), Decimal(3))
print(flags(c), flags(d))
""")
case("ctx_methods_accept_int", """
c = ExtendedContext.copy()
print(repr(c.add(1, 2)))
print(repr(c.multiply(3, Decimal('0.5'))))
print(repr(c.abs(-4)))
print(repr(c.sqrt(2)))
show('float', lambda: c.add(1.5, 2))
show('str', lambda: c.add('1', 2))
""")
case("ctx_basic_divide_zero", """
c = BasicContext.copy()
show('1/0', lambda: c.divide(Decimal(1), Decimal(0)))
show('0/0', lambda: c.divide(Decimal(0), Decimal(0)))
show('sqrt -1', lambda: c.sqrt(Decimal(-1)))
show('ln 0', lambda: c.ln(Decimal(0)))
show('1/3', lambda: c.divide(Decimal(1), Decimal(3)))
""")
case("ctx_power_modulo", """
c = ExtendedContext.copy()
show('pow 3 7 16', lambda: c.power(3, 7, 16))
show('pow -3 7 16', lambda: c.power(-3, 7, 16))
show('pow 3 -7 16', lambda: c.power(3, -7, 16))
show('pow 3 7 -16', lambda: c.power(3, 7, -16))
show('pow 23E12345 67E189 123456789', lambda: c.power(Decimal('23E12345'), Decimal('67E189'), 123456789))
show('pow 2.5 2 3', lambda: c.power(Decimal('2.5'), 2, 3))
print(pow(Decimal(3), 7, 16), pow(Decimal(-3), 7, 16))
""")
case("ctx_to_sci_vs_eng", """
c = Context()
for s in ['1E+3', '10E+3', '100E+3', '1E-4', '12.5E-8', '-0E-9', '0E+7']:
    d = Decimal(s)
    print(s, c.to_sci_string(d), c.to_eng_string(d))
""")
case("ctx_is_methods_ints", """
c = ExtendedContext.copy()
print(c.is_zero(0), c.is_signed(-3), c.is_finite(7), c.is_nan(1))
print(c.is_normal(Decimal('1E-999')), c.is_subnormal(Decimal('1E-1000')))
c.Emin = -5
print(c.is_normal(Decimal('1E-5')), c.is_subnormal(Decimal('1E-6')))
""")
case("ctx_logb_scaleb_roundtrip", """
c = ExtendedContext.copy()
for s in ['123.45', '0.00042', '9E+9']:
    d = Decimal(s)
    e = c.logb(d)
    print(s, e, c.scaleb(d, -e))
""")

# ---------------------------------------------------------------- Decimal methods
DM = {
    "adjusted": "for s in ['123.45', '0.00123', '1E+7', '0', '-5']:\n    print(s, Decimal(s).adjusted())",
    "as_integer_ratio": "for s in ['-3.14', '0.25', '10', '0']:\n    print(s, Decimal(s).as_integer_ratio())\nshow('inf', lambda: Decimal('Inf').as_integer_ratio())\nshow('nan', lambda: Decimal('NaN').as_integer_ratio())",
    "as_tuple": "for s in ['-3.14', '1E+5', '0.000', 'Inf', '-NaN12', 'sNaN']:\n    t = Decimal(s).as_tuple()\n    print(s, t, t.sign, t.digits, t.exponent)\nprint(type(Decimal(1).as_tuple()).__name__)",
    "canonical": "d = Decimal('2.50')\nprint(repr(d.canonical()), d.canonical() is d or d.canonical() == d)",
    "compare": "print(repr(Decimal('2.1').compare(3)), repr(Decimal(3).compare(Decimal('2.1'))), repr(Decimal('2.0').compare(2)))\nshow('nan', lambda: Decimal('NaN').compare(1))\nshow('snan', lambda: Decimal('sNaN').compare(1))",
    "compare_signal": "show('num', lambda: Decimal(1).compare_signal(2))\nshow('nan', lambda: Decimal('NaN').compare_signal(1))",
    "compare_total": "print(repr(Decimal('12.0').compare_total(Decimal('12'))))\nprint(repr(Decimal('12').compare_total(Decimal('12.0'))))\nprint(repr(Decimal('-Inf').compare_total(Decimal('NaN'))))\nprint(repr(Decimal('sNaN').compare_total(Decimal('NaN'))))\nprint(repr(Decimal('NaN2').compare_total(Decimal('NaN10'))))",
    "compare_total_mag": "print(repr(Decimal('-12.0').compare_total_mag(Decimal('12'))))\nprint(repr(Decimal('3').compare_total_mag(Decimal('-4'))))",
    "conjugate": "d = Decimal('-1.5')\nprint(repr(d.conjugate()))",
    "copy_abs": "print(repr(Decimal('-7.50').copy_abs()), repr(Decimal('-NaN').copy_abs()), repr(Decimal('-Inf').copy_abs()))",
    "copy_negate": "print(repr(Decimal('7.50').copy_negate()), repr(Decimal('-0').copy_negate()), repr(Decimal('NaN').copy_negate()))",
    "copy_sign": "print(repr(Decimal('2.3').copy_sign(Decimal('-1.5'))))\nprint(repr(Decimal('-2.3').copy_sign(Decimal('0'))))\nprint(repr(Decimal('2.3').copy_sign(-1)))\nprint(repr(Decimal('NaN').copy_sign(Decimal('-1'))))",
    "exp": "print(repr(Decimal(1).exp()))\nprint(repr(Decimal(321).exp()))\nprint(repr(Decimal(0).exp()), repr(Decimal('-Inf').exp()))",
    "from_float": "print(repr(Decimal.from_float(0.1)))\nprint(repr(Decimal.from_float(float('nan'))))\nprint(repr(Decimal.from_float(float('inf'))))\nprint(repr(Decimal.from_float(float('-inf'))))\nprint(repr(Decimal.from_float(-0.0)))\nprint(repr(Decimal.from_float(42)))\nshow('str', lambda: Decimal.from_float('1.5'))",
    "fma": "print(repr(Decimal(2).fma(3, 5)))\nprint(repr(Decimal('1.5').fma(Decimal('2'), Decimal('-3'))))\nshow('inf*0', lambda: Decimal('Inf').fma(0, 1))",
    "is_canonical": "print(Decimal('1.5').is_canonical(), Decimal('NaN').is_canonical())",
    "is_finite": "print([Decimal(s).is_finite() for s in ['1', '-0', 'Inf', 'NaN', 'sNaN']])",
    "is_infinite": "print([Decimal(s).is_infinite() for s in ['1', '-Inf', 'Inf', 'NaN']])",
    "is_nan": "print([Decimal(s).is_nan() for s in ['1', 'Inf', 'NaN', '-sNaN']])",
    "is_normal": "print([Decimal(s).is_normal() for s in ['1', '0', '1E-999', '1E-1000', 'Inf', 'NaN']])",
    "is_qnan": "print([Decimal(s).is_qnan() for s in ['1', 'NaN', 'sNaN']])",
    "is_signed": "print([Decimal(s).is_signed() for s in ['1', '-1', '-0', '0', '-Inf', '-NaN']])",
    "is_snan": "print([Decimal(s).is_snan() for s in ['1', 'NaN', 'sNaN', '-sNaN5']])",
    "is_subnormal": "print([Decimal(s).is_subnormal() for s in ['1', '0', '1E-999', '1E-1000', '-5E-1010', 'Inf']])",
    "is_zero": "print([Decimal(s).is_zero() for s in ['0', '-0', '0E+5', '0.000', '1E-30', 'NaN']])",
    "ln": "print(repr(Decimal(1).ln()), repr(Decimal(10).ln()), repr(Decimal('Inf').ln()))\nshow('ln0', lambda: Decimal(0).ln())\nshow('ln-1', lambda: Decimal(-1).ln())",
    "log10": "print(repr(Decimal(1000).log10()), repr(Decimal('0.01').log10()), repr(Decimal(2).log10()))\nshow('log0', lambda: Decimal(0).log10())",
    "logb": "print(repr(Decimal('123.45').logb()), repr(Decimal('0.001').logb()))\nshow('logb0', lambda: Decimal(0).logb())\nprint(repr(Decimal('Inf').logb()))",
    "logical_and": "print(repr(Decimal('1101').logical_and(Decimal('1011'))))\nshow('bad', lambda: Decimal('12').logical_and(Decimal('1')))",
    "logical_invert": "print(repr(Decimal('1101').logical_invert()))\nprint(repr(Decimal(0).logical_invert()))",
    "logical_or": "print(repr(Decimal('1100').logical_or(Decimal('0011'))))\nshow('bad', lambda: Decimal('-1').logical_or(Decimal('1')))",
    "logical_xor": "print(repr(Decimal('1100').logical_xor(Decimal('1010'))))\nshow('bad', lambda: Decimal('1.0').logical_xor(Decimal('1')))",
    "max": "print(repr(Decimal(3).max(Decimal('3.0'))), repr(Decimal('NaN').max(4)), repr(Decimal(-1).max(-2)))",
    "max_mag": "print(repr(Decimal(-5).max_mag(3)), repr(Decimal(3).max_mag(-3)))",
    "min": "print(repr(Decimal(3).min(Decimal('3.0'))), repr(Decimal('NaN').min(4)), repr(Decimal(-1).min(-2)))",
    "min_mag": "print(repr(Decimal(-5).min_mag(3)), repr(Decimal(3).min_mag(-3)))",
    "next_minus": "print(repr(Decimal(1).next_minus()), repr(Decimal(0).next_minus()), repr(Decimal('Inf').next_minus()))",
    "next_plus": "print(repr(Decimal(1).next_plus()), repr(Decimal(0).next_plus()), repr(Decimal('-Inf').next_plus()))",
    "next_toward": "print(repr(Decimal(1).next_toward(2)), repr(Decimal(1).next_toward(0)), repr(Decimal(1).next_toward(1)), repr(Decimal(-1).next_toward(Decimal('-1.0'))))",
    "normalize": "for s in ['-0', '0.00', '1.200', '120E+2', '-1.0E-3', 'Inf', 'NaN']:\n    print(s, repr(Decimal(s).normalize()))",
    "number_class": "for s in ['Inf', '5', '0', '-0', '-5', '1E-1000', 'NaN', 'sNaN', '-Inf']:\n    print(s, Decimal(s).number_class())",
    "quantize": "d = Decimal('7.325')\nprint(repr(d.quantize(Decimal('.01'), rounding=ROUND_DOWN)))\nprint(repr(d.quantize(Decimal('1.'), rounding=ROUND_UP)))\nprint(repr(d.quantize(Decimal('0.01'))))\nshow('too big', lambda: Decimal('1e30').quantize(Decimal('0.01')))\nshow('inf', lambda: d.quantize(Decimal('Inf')))",
    "radix": "print(repr(Decimal('1.5').radix()))",
    "remainder_near": "print(repr(Decimal(18).remainder_near(Decimal(10))), repr(Decimal(25).remainder_near(Decimal(10))), repr(Decimal(35).remainder_near(Decimal(10))))",
    "rotate": "print(repr(Decimal('123456789').rotate(3)), repr(Decimal('123').rotate(-1)))\nshow('bad', lambda: Decimal(1).rotate(Decimal('1.5')))",
    "same_quantum": "print(Decimal('2.50').same_quantum(Decimal('3.75')), Decimal('2.5').same_quantum(Decimal('2.50')), Decimal('NaN').same_quantum(Decimal('sNaN')))",
    "scaleb": "print(repr(Decimal('1.23').scaleb(2)), repr(Decimal('1.23').scaleb(-5)), repr(Decimal(5).scaleb(Decimal(3))))",
    "shift": "print(repr(Decimal('123456789').shift(3)), repr(Decimal('123').shift(-1)))\nshow('shift past prec', lambda: Decimal('123').shift(30))",
    "sqrt": "print(repr(Decimal(2).sqrt()), repr(Decimal(16).sqrt()), repr(Decimal('0.0001').sqrt()), repr(Decimal('1E+7').sqrt()))\nshow('neg', lambda: Decimal(-4).sqrt())",
    "to_eng_string": "for s in ['123E+1', '123E+3', '1E-7', '-5.5E+10', '0E+4', 'NaN', '-Inf']:\n    print(s, Decimal(s).to_eng_string())",
    "to_integral": "print(repr(Decimal('7.5').to_integral()), repr(Decimal('8.5').to_integral()), repr(Decimal('7.5').to_integral(ROUND_FLOOR)))",
    "to_integral_exact": "c = getcontext()\nc.clear_flags()\nprint(repr(Decimal('7.5').to_integral_exact()))\nprint(flags(c))\nc.clear_flags()\nprint(repr(Decimal('7').to_integral_exact()), flags(c))",
    "to_integral_value": "c = getcontext()\nc.clear_flags()\nprint(repr(Decimal('-7.5').to_integral_value()), repr(Decimal('7.5').to_integral_value(rounding=ROUND_CEILING)))\nprint(flags(c))",
}
for m, body in DM.items():
    case("dec_%s" % m, body)

case("dec_imag_real", """
d = Decimal('-2.5')
print(repr(d.real), repr(d.imag))
print(d.real is d)
""")
case("dec_context_kwarg", """
c = Context(prec=3)
print(repr(Decimal(2).sqrt(context=c)))
print(repr(Decimal(2).exp(c)))
print(repr(Decimal('1.23456').normalize(c)))
print(repr(Decimal('1.23456').quantize(Decimal('0.1'), context=c)))
print(repr(Decimal(1).__add__(Decimal(2))))
""")
case("dec_constructor_forms", """
print(repr(Decimal()))
print(repr(Decimal('3.14')))
print(repr(Decimal(' 3.14 \\n')))
print(repr(Decimal('1_000.5')))
print(repr(Decimal(314)))
print(repr(Decimal(-0)))
print(repr(Decimal((0, (3, 1, 4), -2))))
print(repr(Decimal((1, (1, 4), 3))))
print(repr(Decimal((0, (), 'F'))))
print(repr(Decimal(Decimal('1.50'))))
print(repr(Decimal('\\uff11\\uff12')))
print(repr(Decimal(2 ** 100)))
""")
case("dec_constructor_float", """
print(repr(Decimal(0.1)))
print(repr(Decimal(1.5)))
print(repr(Decimal(-2.0)))
print(repr(Decimal(float('nan'))))
print(repr(Decimal(1e20)))
""")
case("dec_constructor_errors", """
show('abc', lambda: Decimal('abc'))
show('empty', lambda: Decimal(''))
show('dict', lambda: Decimal({1: 2}))
show('tuple bad digit', lambda: Decimal((0, (1, 12), 0)))
show('tuple bad sign', lambda: Decimal((2, (1,), 0)))
show('1.2.3', lambda: Decimal('1.2.3'))
show('None', lambda: Decimal(None))
show('complex', lambda: Decimal(1j))
""")
case("dec_constructor_specials", """
for s in ['nan', 'NaN', 'NAN', '-nan', 'snan', 'sNaN', 'NaN123', '-sNaN7', 'inf', 'Inf', 'infinity', '-INFINITY', '+Infinity']:
    print(s, repr(Decimal(s)))
""")
case("dec_constructor_ignores_prec", """
getcontext().prec = 3
print(repr(Decimal('3.14159')))
print(repr(+Decimal('3.14159')))
print(repr(Decimal('3.14159') + 0))
""")
case("dec_attributes_exist", """
names = ['adjusted', 'as_integer_ratio', 'as_tuple', 'canonical', 'compare', 'compare_signal',
         'compare_total', 'compare_total_mag', 'conjugate', 'copy_abs', 'copy_negate', 'copy_sign',
         'exp', 'from_float', 'fma', 'is_canonical', 'is_finite', 'is_infinite', 'is_nan', 'is_normal',
         'is_qnan', 'is_signed', 'is_snan', 'is_subnormal', 'is_zero', 'ln', 'log10', 'logb',
         'logical_and', 'logical_invert', 'logical_or', 'logical_xor', 'max', 'max_mag', 'min',
         'min_mag', 'next_minus', 'next_plus', 'next_toward', 'normalize', 'number_class', 'quantize',
         'radix', 'remainder_near', 'rotate', 'same_quantum', 'scaleb', 'shift', 'sqrt',
         'to_eng_string', 'to_integral', 'to_integral_exact', 'to_integral_value']
print([n for n in names if not hasattr(Decimal, n)])
""")
case("ctx_attributes_exist", """
names = ['abs', 'add', 'canonical', 'clear_flags', 'clear_traps', 'compare', 'compare_signal',
         'compare_total', 'compare_total_mag', 'copy', 'copy_abs', 'copy_decimal', 'copy_negate',
         'copy_sign', 'create_decimal', 'create_decimal_from_float', 'divide', 'divide_int', 'divmod',
         'Etiny', 'Etop', 'exp', 'fma', 'is_canonical', 'is_finite', 'is_infinite', 'is_nan',
         'is_normal', 'is_qnan', 'is_signed', 'is_snan', 'is_subnormal', 'is_zero', 'ln', 'log10',
         'logb', 'logical_and', 'logical_invert', 'logical_or', 'logical_xor', 'max', 'max_mag', 'min',
         'min_mag', 'minus', 'multiply', 'next_minus', 'next_plus', 'next_toward', 'normalize',
         'number_class', 'plus', 'power', 'quantize', 'radix', 'remainder', 'remainder_near', 'rotate',
         'same_quantum', 'scaleb', 'shift', 'sqrt', 'subtract', 'to_eng_string', 'to_integral',
         'to_integral_exact', 'to_integral_value', 'to_sci_string']
print([n for n in names if not hasattr(Context, n)])
c = Context()
print([a for a in ['prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps'] if not hasattr(c, a)])
""")

# ---------------------------------------------------------------- constants, contexts
case("const_max_min", """
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY)
print(decimal.MAX_PREC == MAX_PREC)
""")
case("const_have", """
print(HAVE_THREADS, HAVE_CONTEXTVAR)
print(type(HAVE_THREADS).__name__)
""")
case("const_rounding_names", """
for r in [ROUND_CEILING, ROUND_DOWN, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_UP, ROUND_05UP]:
    print(repr(r))
""")
case("const_default_context", """
c = DefaultContext
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
print(sorted(k.__name__ for k, v in c.traps.items() if v))
""")
case("const_basic_context", """
c = BasicContext
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
print(sorted(k.__name__ for k, v in c.traps.items() if v))
""")
case("const_extended_context", """
c = ExtendedContext
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
print(sorted(k.__name__ for k, v in c.traps.items() if v))
""")
case("const_context_repr", """
print(repr(Context()))
print(repr(ExtendedContext))
c = Context(prec=5, traps=[])
c.divide(Decimal(1), Decimal(3))
print(repr(c))
""")
case("const_context_constructor", """
c = Context(prec=10, rounding=ROUND_DOWN, Emin=-10, Emax=10, capitals=0, clamp=1, flags=[Inexact], traps=[Overflow])
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
print(flags(c))
print(sorted(k.__name__ for k, v in c.traps.items() if v))
print(repr(c.create_decimal('1e5')))
print(str(c.create_decimal('1.5e-20')))
""")
case("const_context_invalid_values", """
show('prec 0', lambda: Context(prec=0))
show('rounding', lambda: Context(rounding='sideways'))
show('Emin', lambda: Context(Emin=5))
show('Emax', lambda: Context(Emax=-5))
show('capitals', lambda: Context(capitals=2))
show('clamp', lambda: Context(clamp=3))
c = Context()
def setprec():
    c.prec = -1
show('set prec', setprec)
def setround():
    c.rounding = 'x'
show('set rounding', setround)
""")
case("const_capitals", """
c = Context(capitals=0)
print(c.to_sci_string(Decimal('1E+10')))
print(repr(c.create_decimal('1E+10')))
c1 = Context(capitals=1)
print(c1.to_sci_string(Decimal('1E+10')))
print(str(Decimal('1e10')))
""")
case("const_clamp", """
c = Context(prec=6, Emax=999, clamp=1)
print(repr(c.create_decimal('1.23e999')))
c0 = Context(prec=6, Emax=999, clamp=0)
print(repr(c0.create_decimal('1.23e999')))
c.traps[Clamped] = False
print(flags(c))
""")
case("getcontext_setcontext", """
orig = getcontext()
c = Context(prec=4)
setcontext(c)
print(getcontext() is c)
print(repr(Decimal(2) / 3))
setcontext(orig)
print(repr(Decimal(2) / 3))
show('bad', lambda: setcontext('x'))
""")
case("getcontext_is_current", """
c = getcontext()
c.prec = 6
print(repr(Decimal(1) / 7))
c.rounding = ROUND_DOWN
print(repr(Decimal(2) / 3))
print(getcontext() is c)
""")
case("setcontext_extended", """
setcontext(ExtendedContext)
print(repr(Decimal(1) / 0))
print(repr(Decimal(0) / 0))
print(repr(Decimal(-1).sqrt()))
print(getcontext().prec)
""")
case("setcontext_basic", """
setcontext(BasicContext)
show('1/3', lambda: Decimal(1) / 3)
show('1/0', lambda: Decimal(1) / 0)
print(repr(Decimal('1.234567891') + 0))
""")
case("localcontext_basic", """
with localcontext() as ctx:
    ctx.prec = 5
    print(repr(Decimal(1) / 3))
print(repr(Decimal(1) / 3))
""")
case("localcontext_ctx_arg", """
base = Context(prec=3, rounding=ROUND_UP)
with localcontext(base) as ctx:
    print(ctx is base, ctx.prec, ctx.rounding)
    print(repr(Decimal(2) / 3))
    ctx.prec = 8
print(base.prec)
""")
case("localcontext_kwargs", """
with localcontext(prec=4, rounding=ROUND_FLOOR) as ctx:
    print(ctx.prec, ctx.rounding)
    print(repr(Decimal(-2) / 3))
print(getcontext().prec)
show('bad kw', lambda: localcontext(precision=3))
def bad_value():
    with localcontext(prec='x'):
        pass
show('bad value', bad_value)
""")
case("localcontext_restores_on_error", """
try:
    with localcontext() as ctx:
        ctx.prec = 2
        raise ValueError('x')
except ValueError:
    pass
print(getcontext().prec)
print(repr(Decimal(10) / 3))
""")
case("localcontext_nested", """
with localcontext() as a:
    a.prec = 10
    with localcontext() as b:
        b.prec = 3
        print(repr(Decimal(1) / 7))
    print(repr(Decimal(1) / 7))
print(repr(Decimal(1) / 7))
""")
case("localcontext_traps", """
with localcontext() as ctx:
    ctx.traps[DivisionByZero] = False
    print(repr(Decimal(1) / 0))
    print(ctx.flags[DivisionByZero])
show('after', lambda: Decimal(1) / 0)
""")
case("localcontext_generator_style", """
def avg(xs):
    with localcontext() as ctx:
        ctx.prec = 6
        return sum(xs, Decimal(0)) / len(xs)
print(repr(avg([Decimal('1.1'), Decimal('2.2'), Decimal('3.3'), Decimal('4')])))
print(repr(avg([Decimal(1), Decimal(2)])))
""")
case("context_flags_dict", """
c = Context(traps=[])
print(type(c.flags).__name__)
print(len(c.flags), len(c.traps))
print(sorted(k.__name__ for k in c.flags))
c.flags[Inexact] = True
print(flags(c))
""")
case("context_traps_set_via_dict", """
c = Context()
c.traps[Inexact] = True
show('1/3', lambda: c.divide(Decimal(1), Decimal(3)))
c.traps[Inexact] = False
show('1/3 again', lambda: c.divide(Decimal(1), Decimal(3)))
c.traps[InvalidOperation] = False
print(sorted(k.__name__ for k, v in c.traps.items() if v))
""")
case("context_traps_list_assign", """
c2 = Context(traps=[Rounded], flags=[Inexact, Rounded])
print(sorted(k.__name__ for k, v in c2.traps.items() if v))
print(flags(c2))
c2.traps = Context(traps=[Overflow]).traps
print(sorted(k.__name__ for k, v in c2.traps.items() if v))
""")

# ---------------------------------------------------------------- signals
SIGNALS = ["Clamped", "DecimalException", "DivisionByZero", "Inexact", "InvalidOperation",
           "Overflow", "Rounded", "Subnormal", "Underflow", "FloatOperation"]
for s in SIGNALS:
    case("signal_class_%s" % s, """
cls = %s
print(cls.__name__, cls.__module__)
print([b.__name__ for b in cls.__mro__])
print(issubclass(cls, ArithmeticError), issubclass(cls, DecimalException), issubclass(cls, Exception))
try:
    raise cls('custom message')
except DecimalException as e:
    print('caught', type(e).__name__, e.args)
""" % s)

case("signal_hierarchy", """
print(issubclass(DivisionByZero, ZeroDivisionError))
print(issubclass(Overflow, Inexact), issubclass(Overflow, Rounded))
print(issubclass(Underflow, Subnormal), issubclass(Underflow, Inexact), issubclass(Underflow, Rounded))
print(issubclass(FloatOperation, TypeError))
print(issubclass(InvalidOperation, ArithmeticError))
print(issubclass(Inexact, Rounded), issubclass(Subnormal, Underflow))
""")
case("signal_divbyzero_raise", """
try:
    Decimal(5) / 0
except DivisionByZero as e:
    print('DivisionByZero', isinstance(e, ZeroDivisionError))
try:
    Decimal(5) // 0
except ZeroDivisionError as e:
    print(type(e).__name__)
try:
    Decimal(5) % 0
except ArithmeticError as e:
    print(type(e).__name__)
""")
case("signal_invalid_raise", """
for label, f in [('0/0', lambda: Decimal(0) / 0), ('inf-inf', lambda: Decimal('Inf') - Decimal('Inf')),
                 ('sqrt', lambda: Decimal(-2).sqrt()), ('snan', lambda: Decimal('sNaN') + 1),
                 ('inf*0', lambda: Decimal('Inf') * 0), ('5 % 0', lambda: Decimal(0) % 0)]:
    try:
        f()
    except InvalidOperation as e:
        print(label, 'InvalidOperation', isinstance(e, ArithmeticError))
""")
case("signal_overflow_raise", """
c = getcontext()
c.Emax = 10
try:
    Decimal('9e10') * 10
except Overflow as e:
    print('Overflow', isinstance(e, Inexact), isinstance(e, Rounded))
c.traps[Overflow] = False
print(repr(Decimal('9e10') * 10))
print(flags(c))
c.rounding = ROUND_DOWN
print(repr(Decimal('9e10') * 10))
""")
case("signal_underflow_flags", """
c = Context(prec=5, Emin=-10, traps=[])
r = c.divide(Decimal('1e-10'), Decimal(3))
print(repr(r))
print(flags(c))
c.clear_flags()
r = c.multiply(Decimal('1e-10'), Decimal('1e-20'))
print(repr(r))
print(flags(c))
""")
case("signal_underflow_trap", """
c = Context(prec=5, Emin=-10, traps=[Underflow])
show('under', lambda: c.multiply(Decimal('1e-10'), Decimal('1e-5')))
c2 = Context(prec=5, Emin=-10, traps=[Subnormal])
show('subn', lambda: c2.create_decimal('1e-12'))
""")
case("signal_inexact_rounded", """
c = Context(prec=3, traps=[])
c.add(Decimal('1.234'), 0)
print(flags(c))
c.clear_flags()
c.add(Decimal('1.200'), 0)
print(flags(c))
c.clear_flags()
c.add(Decimal('1.23'), 0)
print(flags(c))
""")
case("signal_inexact_trap", """
c = Context(prec=3, traps=[Inexact])
show('1/3', lambda: c.divide(Decimal(1), Decimal(3)))
show('1/4', lambda: c.divide(Decimal(1), Decimal(4)))
show('1/8', lambda: c.divide(Decimal(1), Decimal(8)))
""")
case("signal_rounded_trap", """
c = Context(prec=3, traps=[Rounded])
show('1.200', lambda: c.plus(Decimal('1.200')))
show('1.20', lambda: c.plus(Decimal('1.20')))
""")
case("signal_clamped_flag", """
c = Context(prec=3, Emax=5, clamp=1, traps=[])
print(repr(c.create_decimal('1e5')))
print(flags(c))
c.clear_flags()
c2 = Context(prec=3, Emin=-5, traps=[])
print(repr(c2.create_decimal('0e-20')))
print(flags(c2))
""")
case("signal_float_operation_flag", """
c = getcontext()
c.clear_flags()
d = Decimal(0.5)
print(c.flags[FloatOperation])
c.clear_flags()
print(Decimal('0.5') < 0.7)
print(c.flags[FloatOperation])
c.clear_flags()
print(Decimal('0.5') == 0.5)
print(c.flags[FloatOperation])
""")
case("signal_float_operation_trap", """
c = getcontext()
c.traps[FloatOperation] = True
show('construct', lambda: Decimal(0.5))
show('from_float', lambda: Decimal.from_float(0.5))
show('lt', lambda: Decimal('0.5') < 0.7)
show('eq', lambda: Decimal('0.5') == 0.5)
show('str', lambda: Decimal('0.5'))
show('cdff', lambda: c.create_decimal_from_float(0.5))
""")
case("signal_float_add_typeerror", """
show('add', lambda: Decimal('1.5') + 1.5)
show('radd', lambda: 1.5 + Decimal('1.5'))
show('mul', lambda: Decimal(2) * 0.5)
show('cmp', lambda: Decimal(2) < 2.5)
""")
case("signal_flags_sticky", """
c = Context(prec=3, traps=[])
c.divide(Decimal(1), Decimal(3))
c.add(Decimal(1), Decimal(1))
print(flags(c))
c.divide(Decimal(1), Decimal(0))
print(flags(c))
c.sqrt(Decimal(-1))
print(flags(c))
""")
case("signal_exception_message", """
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print(type(e).__name__, isinstance(e, ZeroDivisionError), isinstance(e, DecimalException))
try:
    Decimal('x')
except InvalidOperation as e:
    print(type(e).__name__, isinstance(e, ArithmeticError))
""")
case("signal_trap_invalid_off", """
c = getcontext()
c.traps[InvalidOperation] = False
print(repr(Decimal(0) / 0))
print(repr(Decimal('Inf') - Decimal('Inf')))
print(repr(Decimal('abc')))
print(repr(Decimal(-1).sqrt()))
print(flags(c))
""")
case("signal_catch_decimalexception", """
for f in [lambda: Decimal(1) / 0, lambda: Decimal('1e999999') * 10, lambda: Decimal('xx')]:
    try:
        f()
    except DecimalException as e:
        print('DecimalException caught:', type(e).__name__)
""")
case("signal_catch_arithmeticerror", """
for f in [lambda: Decimal(1) / 0, lambda: Decimal(0) / 0]:
    try:
        f()
    except ArithmeticError as e:
        print('ArithmeticError caught:', type(e).__name__)
""")
case("signal_subnormal_result", """
c = Context(prec=9, Emin=-999, traps=[])
r = c.divide(Decimal('1E-999'), Decimal(1000))
print(repr(r), r.is_subnormal())
print(flags(c))
c.clear_flags()
r = c.divide(Decimal('1E-999'), Decimal(7))
print(repr(r))
print(flags(c))
""")

# ---------------------------------------------------------------- rounding modes
MODES = ["ROUND_CEILING", "ROUND_DOWN", "ROUND_FLOOR", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN",
         "ROUND_HALF_UP", "ROUND_UP", "ROUND_05UP"]
VALUES = ["'12.345'", "'12.355'", "'-12.345'", "'-12.355'", "'12.3451'", "'0.005'", "'-0.005'", "'12.300'", "'12.309'", "'12.301'"]
for m in MODES:
    case("round_quantize_%s" % m.lower(), """
for s in [%s]:
    print(s, repr(Decimal(s).quantize(Decimal('0.01'), rounding=%s)))
""" % (", ".join(VALUES), m))
    case("round_context_%s" % m.lower(), """
c = Context(prec=3, rounding=%s, traps=[])
for s in ['1.234', '1.235', '1.245', '-1.235', '-1.245', '9.995', '1.001', '1.051', '1.05', '0.0001234']:
    print(s, repr(c.plus(Decimal(s))))
""" % m)
    case("round_integral_%s" % m.lower(), """
for s in ['2.5', '3.5', '-2.5', '-3.5', '2.4', '2.6', '-0.5', '0.1', '10.5', '0']:
    print(s, repr(Decimal(s).to_integral_value(rounding=%s)))
""" % m)
    case("round_divide_%s" % m.lower(), """
with localcontext() as ctx:
    ctx.prec = 4
    ctx.rounding = %s
    for a, b in [(1, 3), (2, 3), (-2, 3), (1, 7), (-1, 7), (5, 8)]:
        print(a, b, repr(Decimal(a) / Decimal(b)))
""" % m)

case("round_builtin_round", """
for s in ['2.5', '3.5', '-2.5', '2.675', '1.005', '123.456']:
    d = Decimal(s)
    print(s, repr(round(d)), repr(round(d, 2)), repr(round(d, -1)), repr(round(d, 0)))
""")
case("round_builtin_round_special", """
show('round nan', lambda: round(Decimal('NaN')))
show('round inf', lambda: round(Decimal('Inf')))
show('round nan 2', lambda: round(Decimal('NaN'), 2))
show('round big', lambda: round(Decimal('1.5e30'), 2))
""")
case("round_math_functions", """
import math
for s in ['2.5', '-2.5', '2.1', '-2.1', '7']:
    d = Decimal(s)
    print(s, math.floor(d), math.ceil(d), math.trunc(d), int(d))
show('floor inf', lambda: math.floor(Decimal('Inf')))
show('int nan', lambda: int(Decimal('NaN')))
show('int inf', lambda: int(Decimal('-Inf')))
""")
case("round_money_half_up", """
prices = ['19.995', '0.125', '2.675', '1.115', '10.005']
total = Decimal(0)
for p in prices:
    q = Decimal(p).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    total += q
    print(p, q)
print('total', total)
""")
case("round_quantize_exp_forms", """
d = Decimal('1234.5678')
for q in ['1', '1.0', '0.001', '1E+1', '1E+2', '0.00001', '10']:
    show(q, lambda q=q: d.quantize(Decimal(q)))
""")

# ---------------------------------------------------------------- special values
case("special_nan_compare", """
n = Decimal('NaN')
print(n == n, n != n, n == 1)
show('lt', lambda: n < 1)
show('ge', lambda: n >= 1)
print(n.is_nan(), Decimal('NaN') is n)
""")
case("special_snan_compare", """
s = Decimal('sNaN')
show('eq', lambda: s == 1)
show('ne', lambda: s != 1)
show('lt', lambda: s < 1)
show('hash', lambda: hash(s))
""")
case("special_snan_arith", """
s = Decimal('sNaN')
show('add', lambda: s + 1)
show('neg', lambda: -s)
show('abs', lambda: abs(s))
with localcontext() as c:
    c.traps[InvalidOperation] = False
    print(repr(s + 1), repr(s * 2), repr(-s))
    print(flags(c))
""")
case("special_nan_arith", """
n = Decimal('NaN')
print(repr(n + 1), repr(n * 0), repr(n / 0), repr(-n), repr(abs(Decimal('-NaN'))))
print(repr(Decimal('NaN5') + Decimal('NaN7')))
print(repr(Decimal('1') + Decimal('-NaN3')))
""")
case("special_nan_payload", """
for s in ['NaN123', '-NaN0', 'sNaN99', 'NaN0123']:
    d = Decimal(s)
    print(s, repr(d), str(d), d.as_tuple())
""")
case("special_infinity_arith", """
i = Decimal('Infinity')
print(repr(i + 1), repr(i * -2), repr(-i), repr(i / 3), repr(3 / i), repr(i + i))
show('inf-inf', lambda: i - i)
show('inf/inf', lambda: i / i)
show('inf*0', lambda: i * 0)
print(repr(i.sqrt()), repr(i.exp()), repr(i.ln()))
""")
case("special_infinity_compare", """
i = Decimal('Inf')
print(i > 10 ** 100, -i < -10 ** 100, i == Decimal('Infinity'), i == float('inf'))
print(max(Decimal(1), i, Decimal(3)), min(Decimal(1), -i))
print(sorted([Decimal('Inf'), Decimal(0), Decimal('-Inf'), Decimal('1e999')]))
""")
case("special_negative_zero", """
z = Decimal('-0')
print(repr(z), str(z), z == 0, z.is_signed(), z.is_zero())
print(repr(z + 0), repr(z - 0), repr(z * 5), repr(-Decimal(0)), repr(Decimal(0) * -1))
print(repr(z + Decimal('-0')))
with localcontext() as c:
    c.rounding = ROUND_FLOOR
    print(repr(Decimal(1) - 1), repr(z + 0))
""")
case("special_negative_zero_forms", """
for s in ['-0', '-0.00', '-0E+3', '0E-7', '-0E-7']:
    d = Decimal(s)
    print(s, repr(d), d.as_tuple(), format(d, 'f'), format(d, 'e'))
""")
case("special_bool", """
for s in ['0', '-0', '0.000', '1', 'NaN', 'Inf', '-1E-30']:
    print(s, bool(Decimal(s)))
show('snan', lambda: bool(Decimal('sNaN')))
""")
case("special_float_conversion", """
for s in ['1.5', '-0', 'Inf', '-Inf', 'NaN', '1E+400', '1E-400', '0.1']:
    print(s, repr(float(Decimal(s))))
show('snan', lambda: float(Decimal('sNaN')))
""")
case("special_str_repr", """
for s in ['Inf', '-Infinity', 'NaN', '-NaN', 'sNaN', '-sNaN2', 'NaN45']:
    d = Decimal(s)
    print(str(d), repr(d))
""")
case("special_max_min_nan", """
print(repr(max(Decimal(1), Decimal(2))), repr(Decimal('NaN').max(Decimal(2))), repr(Decimal(2).min(Decimal('NaN'))))
show('snan max', lambda: Decimal('sNaN').max(Decimal(2)))
show('builtin max nan', lambda: max(Decimal(1), Decimal('NaN')))
""")
case("special_quantize_nan_inf", """
show('inf q', lambda: Decimal('Inf').quantize(Decimal('Inf')))
show('nan q', lambda: Decimal('NaN').quantize(Decimal(1)))
show('1 q inf', lambda: Decimal(1).quantize(Decimal('Inf')))
""")
case("special_is_checks_table", """
vals = ['0', '-0', '1.5', '-1E-1000', 'Inf', '-Inf', 'NaN', 'sNaN']
for s in vals:
    d = Decimal(s)
    print(s, d.is_finite(), d.is_infinite(), d.is_nan(), d.is_qnan(), d.is_snan(), d.is_signed(), d.is_zero(), d.number_class())
""")

# ---------------------------------------------------------------- str / repr / format
case("fmt_str_sci_thresholds", """
for s in ['123', '-123', '1.23E+3', '123E+3', '12.3E-5', '-1.23E-10', '0.00', '0E-2', '0E+2',
          '5E-6', '5E-7', '0.000001', '0.0000001', '1E+28', '12345678901234567890E+5']:
    print(s, str(Decimal(s)), repr(Decimal(s)))
""")
case("fmt_eng_string_table", """
for s in ['1E+0', '1E+1', '1E+2', '1E+3', '1E+4', '1E-1', '1E-2', '1E-3', '1E-4', '-12.34E+6', '0E+1', '0E+2', '0E-3', '0E-5']:
    print(s, Decimal(s).to_eng_string())
""")
FMT_SPECS = {
    "f": ["'f'", "'.2f'", "'.0f'", "'10.3f'", "'<10.1f'", "'^12.2f'", "'+.1f'", "' .1f'", "'08.2f'", "',.2f'", "'>+12,.3f'"],
    "e": ["'e'", "'.2e'", "'.0e'", "'E'", "'.3E'", "'+e'", "'12.1e'"],
    "g": ["'g'", "'.2g'", "'.10g'", "'G'", "'.1g'", "'#g'"],
    "pct": ["'%'", "'.1%'", "'.0%'", "'+.2%'"],
    "none": ["''", "'10'", "'<10'", "'>10'", "'^10'", "'*^12'", "'+'", "'-'", "' '", "'.3'", "'020'"],
    "n": ["'n'", "'.3n'"],
}
FMT_VALUES = ["'1234.5678'", "'-0.000123'", "'1E+5'", "'0'", "'-0'", "'2.5'", "'1234567.891'", "'Inf'", "'NaN'"]
for k, specs in FMT_SPECS.items():
    for i, sp in enumerate(specs):
        case("fmt_spec_%s_%02d" % (k, i), """
spec = %s
for s in [%s]:
    show('%%s|%%s' %% (s, spec), lambda s=s: format(Decimal(s), spec))
""" % (sp, ", ".join(FMT_VALUES)))
case("fmt_fstring", """
d = Decimal('3.14159')
w = 10
print(f'{d}', f'{d!r}', f'{d:.2f}', f'{d:>{w}.3f}|', f'{d:,}', f'{Decimal("1234567.5"):,.1f}')
""")
case("fmt_str_format", """
d = Decimal('-1234.5')
print('{0}|{0:f}|{0:e}|{0:g}|{0:10.2f}|{0:,}'.format(d))
print('%s %r' % (d, d))
""")
case("fmt_percent_operator", """
d = Decimal('2.675')
show('%.2f', lambda: '%.2f' % d)
show('%d', lambda: '%d' % Decimal('7.9'))
show('%s', lambda: '%s' % Decimal('1E+3'))
show('%e', lambda: '%e' % Decimal('12345'))
""")
case("fmt_invalid_spec", """
show('x', lambda: format(Decimal('1.5'), 'x'))
show('d', lambda: format(Decimal('1.5'), 'd'))
show('b', lambda: format(Decimal('1.5'), 'b'))
show('bad', lambda: format(Decimal('1.5'), '.2q'))
""")
case("fmt_precision_preserved", """
for s in ['1.10', '1.100', '100', '1E+2', '1.0E+2', '0.10']:
    d = Decimal(s)
    print(s, str(d), format(d, ''), format(d, 'f'), format(d, 'g'))
""")
case("fmt_large_small", """
for s in ['1E+30', '1.5E-30', '123456789012345678901234567890', '0.1E-1000']:
    d = Decimal(s)
    print(format(d, 'f'), format(d, '.3e'), format(d, 'g'))
""")
case("fmt_repr_in_containers", """
ds = [Decimal('1.1'), Decimal('-0'), Decimal('NaN')]
print(ds)
print({'a': Decimal('2.50')})
print((Decimal(1),))
print(str(ds))
""")
case("fmt_rounding_in_format", """
for s in ['0.125', '0.135', '2.5', '3.5', '-0.125']:
    d = Decimal(s)
    print(s, format(d, '.2f'), format(d, '.0f'), format(d, '.1e'))
""")

# ---------------------------------------------------------------- hashing, comparisons
case("hash_equal_values", """
from fractions import Fraction
print(hash(Decimal(5)) == hash(5), hash(Decimal('5.0')) == hash(5), hash(Decimal('5.00')) == hash(Decimal(5)))
print(hash(Decimal('0.5')) == hash(0.5), hash(Decimal('0.5')) == hash(Fraction(1, 2)))
print(hash(Decimal('-0')) == hash(0), hash(Decimal('Inf')) == hash(float('inf')), hash(Decimal('-Inf')) == hash(float('-inf')))
print(hash(Decimal(2 ** 70)) == hash(2 ** 70))
""")
case("hash_values_direct", """
for s in ['0', '1', '-1', '1.5', '1E+3', '0.1', '-2.25', '12345678901234567890']:
    print(s, hash(Decimal(s)))
""")
case("hash_dict_keys", """
d = {Decimal('1.0'): 'a', 2: 'b'}
print(d[1], d[Decimal('2.00')], Decimal(1) in d, 1.0 in d)
s = {Decimal('1'), Decimal('1.0'), Decimal('1.00'), 1}
print(len(s))
print(Decimal('0.1') in {0.1}, Decimal('0.5') in {0.5})
""")
case("hash_snan_error", """
show('snan', lambda: hash(Decimal('sNaN')))
show('nan is hashable', lambda: isinstance(hash(Decimal('NaN')), int))
""")
case("cmp_int", """
print(Decimal(5) == 5, Decimal('5.0') == 5, Decimal(5) < 6, Decimal('-1') > -2, 3 < Decimal('3.5'))
print(Decimal(10 ** 30) == 10 ** 30, Decimal('1E+30') == 10 ** 30, Decimal('1E+30') > 10 ** 30 - 1)
print(Decimal(1) == True, Decimal(0) == False)
""")
case("cmp_float", """
print(Decimal('0.5') == 0.5, Decimal('0.1') == 0.1, Decimal(0.1) == 0.1)
print(Decimal('0.1') < 0.1, Decimal('0.1') > 0.1)
print(Decimal('1.5') <= 1.5, Decimal(2) > 1.999)
print(Decimal('NaN') == float('nan'))
""")
case("cmp_fraction", """
from fractions import Fraction
print(Decimal('0.5') == Fraction(1, 2), Decimal('0.25') < Fraction(1, 3), Decimal('0.34') > Fraction(1, 3))
print(Fraction(1, 3) < Decimal('0.34'))
print(Decimal('-0.75') == Fraction(-3, 4))
show('add', lambda: Decimal(1) + Fraction(1, 2))
print(repr(Fraction(Decimal('0.75'))), repr(Fraction(*Decimal('1.25').as_integer_ratio())))
""")
case("cmp_decimal", """
a, b = Decimal('1.0'), Decimal('1.00')
print(a == b, a < b, a <= b, a != b)
print(Decimal('-0') == Decimal('0'), Decimal('2') > Decimal('1.99999999999999999999999999999'))
print(sorted([Decimal('3'), Decimal('1.5'), Decimal('-2'), Decimal('1.50'), Decimal('0')]))
""")
case("cmp_other_types", """
show('eq str', lambda: Decimal(1) == '1')
show('lt str', lambda: Decimal(1) < '2')
show('eq None', lambda: Decimal(1) == None)
show('lt None', lambda: Decimal(1) < None)
show('eq list', lambda: Decimal(1) == [1])
""")
case("cmp_complex", """
print(Decimal(1) == complex(1, 0), Decimal(1) == complex(1, 1))
show('lt', lambda: Decimal(1) < complex(1, 0))
""")
case("cmp_sort_key_mixed", """
from fractions import Fraction
xs = [Decimal('2.5'), 1, Fraction(7, 4), Decimal('-1'), 3, Decimal('0.1')]
print(sorted(xs))
print(max(xs), min(xs))
""")
case("cmp_total_ordering_table", """
vals = [Decimal(s) for s in ['-Inf', '-1', '-0', '0', '0.0', '1', '1.0', 'Inf', 'NaN', '-NaN', 'sNaN']]
import functools
out = sorted(vals, key=functools.cmp_to_key(lambda a, b: int(a.compare_total(b))))
print(out)
""")

# ---------------------------------------------------------------- arithmetic and precision
case("arith_int_mixed", """
d = Decimal('1.5')
print(repr(d + 1), repr(1 + d), repr(d - 2), repr(2 - d), repr(d * 3), repr(3 * d), repr(d / 2), repr(3 / d))
print(repr(d ** 2), repr(2 ** Decimal(3)), repr(-d), repr(+d), repr(abs(-d)))
""")
case("arith_floor_div_mod_signs", """
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (Decimal('7.5'), 2), (Decimal('-7.5'), 2)]:
    x, y = Decimal(a), Decimal(b)
    print(a, b, repr(x // y), repr(x % y), divmod(x, y))
print(-7 // 2, -7 % 2)
""")
case("arith_divmod_builtin", """
print(divmod(Decimal(17), 5))
print(divmod(Decimal('-17'), 5))
print(divmod(17, Decimal('5.5')))
show('zero', lambda: divmod(Decimal(1), 0))
""")
case("arith_pow_forms", """
print(repr(Decimal(2) ** 10), repr(Decimal('1.1') ** 2), repr(Decimal(4) ** Decimal('0.5')))
print(repr(Decimal(2) ** -2), repr(Decimal(0) ** 5), repr(Decimal(10) ** 28))
show('0**-1', lambda: Decimal(0) ** -1)
show('neg frac', lambda: Decimal(-8) ** Decimal('0.5'))
print(repr(pow(Decimal(2), 100, 97)))
""")
case("arith_precision_28", """
print(repr(Decimal(1) / Decimal(7)))
print(repr(Decimal(2).sqrt()))
print(repr(Decimal(10) / Decimal(3)))
print(repr(Decimal('1.00000000000000000000000000001') + 0))
""")
case("arith_precision_change", """
for p in [1, 2, 5, 10, 30, 50]:
    getcontext().prec = p
    print(p, repr(Decimal(1) / Decimal(3)), repr(Decimal(2).sqrt()))
""")
case("arith_precision_add_digits", """
getcontext().prec = 6
print(repr(Decimal('1.23456789') + Decimal('0')))
print(repr(Decimal('123456789') * 1))
print(repr(Decimal('123456') + Decimal('0.1')))
print(repr(Decimal('999999') + 1))
print(repr(Decimal('3.14159') + Decimal('2.71828')))
""")
case("arith_exact_trailing_zeros", """
print(repr(Decimal('1.30') + Decimal('1.20')))
print(repr(Decimal('1.3') * Decimal('1.2')))
print(repr(Decimal('3.0') / Decimal('1.5')))
print(repr(Decimal('1.00') - Decimal('1.00')))
print(repr(Decimal('10') / Decimal('4')))
print(repr(Decimal('1E+2') / Decimal('1E-2')))
""")
case("arith_sum_list", """
items = ['0.1'] * 10
print(repr(sum(Decimal(x) for x in items)))
print(repr(sum([Decimal('0.1')] * 3) == Decimal('0.3')), 0.1 * 3 == 0.3)
print(repr(sum([Decimal('1.10'), Decimal('2.205'), 3])))
""")
case("arith_money_split", """
total = Decimal('100.00')
parts = 3
share = (total / parts).quantize(Decimal('0.01'), rounding=ROUND_DOWN)
rest = total - share * parts
print(share, rest, share * (parts - 1) + share + rest)
""")
case("arith_interest", """
p = Decimal('1000.00')
r = Decimal('0.05')
for year in range(1, 4):
    p = (p * (1 + r)).quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN)
    print(year, p)
""")
case("arith_int_conversion", """
for s in ['7.9', '-7.9', '1E+3', '123456789012345678901234567890.5', '0.9999']:
    print(s, int(Decimal(s)))
print(Decimal('12').__index__() if hasattr(Decimal, '__index__') else 'no __index__')
show('list index', lambda: [1, 2, 3][Decimal(1)])
show('range', lambda: range(Decimal(3)))
""")
case("arith_complex_conversion", """
print(complex(Decimal('1.5')))
show('mul complex', lambda: Decimal(1) * 1j)
""")
case("arith_large_exponents", """
print(repr(Decimal('1e999999') * 1))
show('overflow', lambda: Decimal('1e999999') * 10)
print(repr(Decimal('1e-999999') / 10))
""")
case("arith_exp_ln_roundtrip", """
getcontext().prec = 20
x = Decimal('2.5')
print(repr(x.exp().ln()))
print(repr(Decimal(10).ln() / Decimal(2).ln()))
print(repr(Decimal(100).log10()), repr(Decimal(2).log10()))
""")
case("arith_compound_assign", """
x = Decimal('1.5')
x += 1
x *= Decimal(2)
x -= Decimal('0.25')
x /= 3
x **= 2
print(repr(x))
x //= 1
print(repr(x))
x %= 2
print(repr(x))
""")
case("arith_str_operand_error", """
show('add str', lambda: Decimal(1) + '1')
show('mul list', lambda: Decimal(2) * [1])
show('sub None', lambda: Decimal(1) - None)
show('rmul str', lambda: '2' * Decimal(2))
""")
case("arith_rounding_after_op", """
getcontext().prec = 4
getcontext().rounding = ROUND_HALF_UP
print(repr(Decimal('1.2345') * 1))
print(repr(Decimal('1.2345') + 0))
print(repr(Decimal('0.00012345') + 0))
print(repr(Decimal('12345') + 0))
print(repr(Decimal('99995') + 0))
""")
case("arith_minus_zero_results", """
print(repr(Decimal('-1.5') + Decimal('1.5')))
print(repr(Decimal('-0') * Decimal('-3')))
print(repr(Decimal('0') / Decimal('-5')))
print(repr(Decimal('-0') / Decimal('-5')))
print(repr(Decimal('-0.0') + Decimal('-0.00')))
""")
case("arith_statistics_mean", """
import statistics
data = [Decimal('0.5'), Decimal('0.75'), Decimal('0.625'), Decimal('0.5')]
print(repr(statistics.mean(data)))
print(repr(statistics.median(data)))
print(repr(max(data)), repr(min(data)))
""")
case("arith_fsum_like", """
import math
ds = [Decimal('0.1')] * 10
print(repr(sum(ds)), math.fsum(float(d) for d in ds))
print(repr(sum(ds, Decimal('-1'))))
""")
case("arith_subclass_decimal", """
class Money(Decimal):
    def __repr__(self):
        return 'Money(%s)' % str(self)
m = Money('1.50')
print(repr(m), isinstance(m, Decimal), type(m).__name__)
print(type(m + 1).__name__, repr(m + 1))
print(m == Decimal('1.5'))
print(repr(Money.from_float(0.5)), type(Money.from_float(0.5)).__name__)
""")
case("arith_copy_pickle_like", """
import copy
d = Decimal('1.23')
print(copy.copy(d) is d or copy.copy(d) == d, copy.deepcopy(d) == d)
print(repr(Decimal(str(d))), repr(eval(repr(d))))
""")
case("arith_decimal_in_json", """
import json
d = Decimal('1.10')
print(json.dumps({'a': str(d)}))
show('direct', lambda: json.dumps(d))
print(json.loads('{"x": 1.10}', parse_float=Decimal))
print(json.dumps(float(d)))
""")
case("arith_context_ops_vs_operators", """
c = getcontext()
a, b = Decimal('7'), Decimal('3')
print(c.add(a, b) == a + b, c.subtract(a, b) == a - b, c.multiply(a, b) == a * b)
print(c.divide(a, b) == a / b, c.divide_int(a, b) == a // b, c.remainder(a, b) == a % b)
print(c.power(a, b) == a ** b, c.minus(a) == -a, c.plus(a) == +a, c.abs(-a) == abs(-a))
""")
case("arith_sqrt_exact", """
for s in ['4', '0.04', '1E+4', '16.00', '2', '1E-6', '9E+1']:
    print(s, repr(Decimal(s).sqrt()))
""")
case("arith_repr_roundtrip_many", """
for s in ['1', '1.0', '-1.50', '1E+10', '1E-10', '123.456E-5', 'NaN', '-Inf', '0E-3']:
    d = Decimal(s)
    print(repr(d), Decimal(repr(d)[9:-2]) == d or d.is_nan())
""")
case("arith_quantize_money_table", """
amounts = ['10', '10.5', '10.555', '-3.333', '0.005', '1234567.891']
for a in amounts:
    d = Decimal(a)
    print(a, d.quantize(Decimal('0.01')), d.quantize(Decimal('1'), rounding=ROUND_CEILING), d.quantize(Decimal('1E+1')))
""")
case("arith_tuple_roundtrip", """
for s in ['-3.14', '1E+5', '0', '-Inf', 'NaN7']:
    d = Decimal(s)
    t = d.as_tuple()
    print(s, repr(Decimal(t)), Decimal(t).compare_total(d))
""")
case("arith_adjusted_vs_exponent", """
for s in ['123.45', '0.012', '1E+5', '10E+5', '100E-2']:
    d = Decimal(s)
    print(s, d.adjusted(), d.as_tuple().exponent, len(d.as_tuple().digits))
""")


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".py"):
            os.remove(os.path.join(OUT, name))
    for name, src in sorted(cases.items()):
        with open(os.path.join(OUT, name + ".py"), "w") as f:
            f.write(src)
    print(len(cases), "programs in", os.path.normpath(OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
