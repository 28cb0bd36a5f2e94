import textwrap
block = """
    def f(x):
        return x * 2

    print(f(3))
"""
d = textwrap.dedent(block)
print(repr(d[:30]))
print(d.strip().splitlines())
exec(d)
