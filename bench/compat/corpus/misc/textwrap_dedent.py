import textwrap
block = """
    def f():
        return 1
    """
print(textwrap.dedent(block))
print(textwrap.indent("a\nb", "> "))
