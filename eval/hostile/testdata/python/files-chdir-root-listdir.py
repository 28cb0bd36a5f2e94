# backends: python
# class: files
# expect: the file system outside the work directory is invisible; engine lives

import os
os.chdir('/')
print("ESC" + "APED=root-listing:" + ",".join(sorted(os.listdir('/'))[:5]))
