from decimal import *
import decimal

def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__)
    else:
        print(label, "->", repr(r))

def flags(c):
    return sorted(k.__name__ for k, v in c.flags.items() if v)

names = ['adjusted', 'as_integer_ratio', 'as_tuple', 'canonical', 'compare', 'compare_signal',
         'compare_total', 'compare_total_mag', 'conjugate', 'copy_abs', 'copy_negate', 'copy_sign',
         'exp', 'from_float', 'fma', 'is_canonical', 'is_finite', 'is_infinite', 'is_nan', 'is_normal',
         'is_qnan', 'is_signed', 'is_snan', 'is_subnormal', 'is_zero', 'ln', 'log10', 'logb',
         'logical_and', 'logical_invert', 'logical_or', 'logical_xor', 'max', 'max_mag', 'min',
         'min_mag', 'next_minus', 'next_plus', 'next_toward', 'normalize', 'number_class', 'quantize',
         'radix', 'remainder_near', 'rotate', 'same_quantum', 'scaleb', 'shift', 'sqrt',
         'to_eng_string', 'to_integral', 'to_integral_exact', 'to_integral_value']
print([n for n in names if not hasattr(Decimal, n)])
