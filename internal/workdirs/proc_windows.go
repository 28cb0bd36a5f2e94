package workdirs

// startTime is not known here.
func startTime(int) uint64 { return 0 }

// alive cannot be told here: nothing is swept.
func alive(int, uint64) bool { return true }
