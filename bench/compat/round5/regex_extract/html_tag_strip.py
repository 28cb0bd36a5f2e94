import re
context = """<html><body><h1 class="t">Report</h1>
<p>First <b>bold</b> paragraph with <a href="http://a.example/x?y=1">a link</a>.</p>
<p>Second paragraph &amp; more.</p><!-- hidden comment -->
<ul><li>one</li><li>two</li><li>three</li></ul></body></html>"""
links = re.findall(r'<a\s+href="([^"]+)"[^>]*>(.*?)</a>', context)
print("links:", links)
items = re.findall(r"<li>(.*?)</li>", context)
print("list items:", items)
no_comments = re.sub(r"<!--.*?-->", "", context, flags=re.S)
text = re.sub(r"<[^>]+>", "", no_comments)
text = text.replace("&amp;", "&")
text = re.sub(r"\n\s*", "\n", text).strip()
print(text)
tags = re.findall(r"<(\w+)", context)
print("tag counts:", sorted({t: tags.count(t) for t in tags}.items()))
