class Cents(int):
    def __str__(self):
        return '$%d.%02d' % divmod(int(self), 100)
c = Cents(1234)
print(c, repr(c), str(c), f'{c}', '%d' % c, format(c, '05d'), '{:x}'.format(c))
