import textwrap
t = "The quick brown fox jumps over the lazy dog. A well-known state-of-the-art long-running process -- really -- works; supercalifragilisticexpialidocious words   spaced\tout.\nNew line here."
for w in (10, 15, 20, 33, 50):
    print(textwrap.wrap(t, w))
print(textwrap.fill(t, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(t, 30, max_lines=3), textwrap.wrap(t, 12, break_long_words=False), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.shorten(t, 40), textwrap.wrap(t, 18, break_on_hyphens=False))
