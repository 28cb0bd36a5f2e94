import textwrap

context = ("Recursive language models keep the prompt outside the model window and let the model "
           "write code to inspect it, slice it, and call itself on the pieces. This keeps every "
           "single call small while still letting the system read millions of tokens.")
print(textwrap.fill(context, width=50))
print()
print(textwrap.fill(context, width=60, initial_indent="  * ", subsequent_indent="    "))
print()
print(textwrap.shorten(context, width=80, placeholder=" [...]"))
print(textwrap.indent("line one\n\nline three", "> "))
print(textwrap.indent("a\nb\nc", "+ ", predicate=lambda l: l.strip() != "b"))
lines = textwrap.wrap("supercalifragilisticexpialidocious is long", width=10)
print(lines)
print(textwrap.wrap("no   extra    spaces here", width=12))
print(textwrap.wrap("keep   spaces", width=40, replace_whitespace=False, drop_whitespace=False))
