class Tag(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().lower())
t = Tag('  PyThon ')
print(repr(t), t == 'python', len(t), {t: 1}['python'])
