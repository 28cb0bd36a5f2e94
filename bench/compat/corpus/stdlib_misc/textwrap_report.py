import textwrap

lines = [l for l in context.splitlines() if l.startswith("id=")]
msgs = [l.split('msg="')[1][:-1] for l in lines if " label=alert " in l]
paragraph = "Alert messages: " + "; ".join(msgs[:12]) + "."
print(textwrap.fill(paragraph, width=60))
print()
wrapped = textwrap.wrap(paragraph, width=45, max_lines=4, placeholder=" [...]")
print(len(wrapped))
for w in wrapped:
    print(f"| {w:<45} |")
print(textwrap.shorten(paragraph, width=50))
print(textwrap.shorten("  lots    of     spaces   here ", width=40))

report = textwrap.dedent("""\
    Summary
      users: 6
      records: 192
    end
""")
print(report, end="")
print(textwrap.indent(report, "> ", predicate=lambda s: not s.startswith("end")), end="")
print(textwrap.fill("x" * 30, width=12))
print(textwrap.wrap("", width=10), textwrap.wrap("short", 10))
sub = textwrap.fill(llm_query("Summarize: " + paragraph), width=30, initial_indent="* ", subsequent_indent="  ")
print(sub)
