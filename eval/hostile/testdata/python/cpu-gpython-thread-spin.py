# backends: gpython
# class: cpu
# expect: no thread of the cell keeps burning CPU; engine lives
# max-cpu: 4

import threading
def spin():
    while True:
        pass
threading.Thread(target=spin, daemon=True).start()
print("started")
# %%
import time
time.sleep(6)
