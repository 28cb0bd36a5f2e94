import textwrap
t = "Recursive language models call themselves on chunks of a long context to answer questions."
print(textwrap.shorten(t, width=50))
print(textwrap.fill(t, width=30, initial_indent="> ", subsequent_indent="  "))
