import textwrap

msgs = [l.split('msg="')[1].rstrip('"') for l in context.splitlines() if 'msg="' in l]
blob = "; ".join(msgs[:12])
print(textwrap.fill(blob, width=50))
print("---")
for line in textwrap.wrap(blob, width=60, initial_indent="* ", subsequent_indent="  ")[:4]:
    print(line)
print("---")
print(textwrap.shorten(blob, width=70, placeholder=" [...]"))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
print(textwrap.indent("a\nb", "+ ", predicate=lambda l: l.startswith("b")))
doc = """
    Summary:
        indented detail
    end
"""
print(repr(textwrap.dedent(doc)))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
print(textwrap.wrap("supercalifragilisticexpialidocious", width=10, break_long_words=False))
print(len(textwrap.wrap(context, 100)))
