import re

context = """# Guide
See [the intro](intro.md) and [API docs](https://x.dev/api "API").
## Install
Run `pip install x` then read [FAQ][faq] or ![logo](img/logo.png).
### Notes
Broken [link]( ) and [empty]().
[faq]: https://x.dev/faq
"""

links = re.findall(r"(?<!!)\[([^\]]+)\]\(([^)\s]*)(?:\s+\"([^\"]*)\")?\)", context)
print(links)
images = re.findall(r"!\[([^\]]*)\]\(([^)]+)\)", context)
refs = dict(re.findall(r"^\[(\w+)\]:\s*(\S+)$", context, re.M))
ref_links = [(t, refs.get(r)) for t, r in re.findall(r"\[([^\]]+)\]\[(\w+)\]", context)]
print(images, ref_links)
toc = [(len(h), t) for h, t in re.findall(r"^(#{1,6})\s+(.+)$", context, re.M)]
for level, title in toc:
    anchor = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    print("  " * (level - 1) + f"- [{title}](#{anchor})")
print(re.findall(r"`([^`]+)`", context), [u for _, u, _ in links if not u.strip()])
