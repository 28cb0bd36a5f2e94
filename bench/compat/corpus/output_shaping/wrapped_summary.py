import textwrap
from collections import Counter

labels = Counter(l.split("label=")[1].split()[0] for l in context.splitlines() if "label=" in l)
regions = Counter(l.split("region=")[1].split()[0] for l in context.splitlines() if "region=" in l)
notes = [l for l in context.splitlines() if l.startswith("NOTE")]
total = sum(labels.values())

para = (f"The log contains {total} records and {len(notes)} checkpoint notes. "
        f"The most common label is '{labels.most_common(1)[0][0]}' with {labels['ham']} records "
        f"({labels['ham'] / total:.1%}), followed by spam ({labels['spam']}), promo ({labels['promo']}) "
        f"and alert ({labels['alert']}). Activity is spread over {len(regions)} regions, led by "
        f"{regions.most_common(1)[0][0]}. The last checkpoint reports "
        f"{notes[-1].split(':')[1].split(',')[0].strip()}, which is lower than the {labels['alert']} alert records observed.")

print(textwrap.fill(para, width=60))
print()
print(textwrap.fill(para, width=72, initial_indent="  * ", subsequent_indent="    "))
print()
print(textwrap.shorten(para, width=80, placeholder=" [...]"))
print(textwrap.indent("first line\nsecond line\n\nfourth", "> "))
print(textwrap.dedent("""
        Findings:
          - labels unreliable
          - checkpoints stale
""").strip())
for line in textwrap.wrap("supercalifragilisticexpialidocious words here", width=12):
    print(repr(line))
