import textwrap
text = ("Recursive language models keep the prompt in a variable and let the model write code that "
        "inspects it, splits it into chunks, and calls sub-models on the pieces before combining the results.")
print(textwrap.fill(text, width=40))
print()
for line in textwrap.wrap(text, width=60, initial_indent="* ", subsequent_indent="  "):
    print(line)
print()
print(textwrap.shorten(text, width=70, placeholder=" [...]"))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
print(textwrap.indent("a\nb\nc", "+", predicate=lambda l: l.strip() != "b"))
code = """
    def f(x):
        return x * 2
"""
print(textwrap.dedent(code).strip())
