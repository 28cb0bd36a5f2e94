import json
print(json.dumps([0.1, 1.0, 1e20, 1e-7, 3.14159, 100.0, 2.5e-5]))
