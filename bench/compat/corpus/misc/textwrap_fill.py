import textwrap
s = "The quick brown fox jumps over the lazy dog. " * 3
print(textwrap.fill(s, width=30))
print(textwrap.shorten(s, width=40, placeholder="..."))
