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
