class Positive(int):
    def __new__(cls, value):
        v = int(value)
        if v <= 0:
            raise ValueError('must be positive: %d' % v)
        return super().__new__(cls, v)
print(Positive('42'), type(Positive(1)).__name__)
try:
    Positive(-1)
except ValueError as e:
    print('ValueError', e)
