# backends: python
# class: cpu
# expect: no thread of the cell keeps burning CPU after it ends; engine lives
# max-cpu: 4

import threading
def spin():
    while True:
        pass
for _ in range(2):
    threading.Thread(target=spin, daemon=True).start()
print("started")
# %%
import time
time.sleep(6)
