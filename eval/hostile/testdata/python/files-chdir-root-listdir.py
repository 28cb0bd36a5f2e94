# backends: python
# class: files
# expect: the file system outside the work directory is invisible; engine lives

import os
os.chdir('/')
# The root may be the sandbox's own (a few system directories): only the
# host's root, with its home directories, counts as an escape.
names = os.listdir('/')
if 'home' in names or 'root' in names or 'work' in names:
    print("ESC" + "APED=root-listing:" + ",".join(sorted(names)[:5]))
else:
    print("root is not the host's:", ",".join(sorted(names)))
