import re

context = """Contact ana.lima@example.com or support@help.example.org for access.
Docs live at https://docs.example.com/v2/intro?lang=en#setup and http://old.example.net.
Bad address: bob@@example.com, missing@tld, ok_user+tag@mail.co.uk.
Mirror: ftp://files.example.com/pub (ignored), https://example.com."""

emails = re.findall(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b", context)
print(emails)
urls = re.findall(r"https?://[^\s,)]+", context)
print([u.rstrip(".") for u in urls])
for m in re.finditer(r"(?P<scheme>https?)://(?P<host>[\w.-]+)(?P<path>/[^\s?#]*)?(?:\?(?P<query>[^\s#]*))?", context):
    d = m.groupdict()
    print(d["scheme"], d["host"].rstrip("."), d["path"], d["query"])
domains = sorted({e.split("@")[1] for e in emails})
print(domains)
