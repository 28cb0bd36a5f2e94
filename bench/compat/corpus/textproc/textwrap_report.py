import textwrap
para = ("Recursive language models decompose a long context into pieces, "
        "query a sub-model on each piece, and then aggregate the partial answers "
        "into a final response that is returned to the caller.")
print(textwrap.fill(para, width=40))
print("---")
print(textwrap.fill(para, width=50, initial_indent="* ", subsequent_indent="  "))
print("---")
print(textwrap.shorten(para, width=60, placeholder=" [...]"))
print(textwrap.indent("a\nb\n\nc", "> "))
print(len(textwrap.wrap(para, 30)))
