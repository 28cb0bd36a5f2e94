import json
import re

context = """{
  // service settings
  "name": "ingest",   // short name
  "workers": 4,
  "url": "http://example.com/path", /* inline block */
  "patterns": ["*.log", "*.txt",],
  "limits": {"rps": 100, "burst": 20,},
}"""

def strip_comments(text):
    out, i, in_str = [], 0, False
    while i < len(text):
        ch = text[i]
        if in_str:
            out.append(ch)
            if ch == "\\":
                out.append(text[i + 1]); i += 1
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
            out.append(ch)
        elif text.startswith("//", i):
            i = text.find("\n", i)
            if i == -1:
                break
            continue
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)

cleaned = re.sub(r",(\s*[}\]])", r"\1", strip_comments(context))
cfg = json.loads(cleaned)
print(cfg)
print(cfg["url"], len(cleaned), len(context))
