import json
try:
    json.loads("{bad json}")
except ValueError as e:
    print("bad:", type(e).__name__)
