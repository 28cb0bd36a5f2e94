package workdirs

import (
	"os"
	"strconv"
	"strings"
)

// startTime is process pid's start time in clock ticks after boot (field
// 22 of /proc/PID/stat), 0 when it cannot be read.
func startTime(pid int) uint64 {
	n, _ := procStat(pid)
	return n
}

// procStat reads process pid's start time and state (field 3: R, S, ...,
// Z for a zombie: ended, not yet reaped).
func procStat(pid int) (start uint64, state byte) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0
	}
	// The command name (field 2) may hold spaces and parentheses: count
	// from the last ")".
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 20 {
		return 0, 0
	}
	n, _ := strconv.ParseUint(f[19], 10, 64)
	return n, f[0][0]
}

// alive reports whether the process that had pid and started at start
// still runs. Unsure (no /proc entry is the only "no") means alive.
func alive(pid int, start uint64) bool {
	if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
		return !os.IsNotExist(err)
	}
	now, state := procStat(pid)
	if state == 'Z' || state == 'X' {
		return false
	}
	return now == 0 || start == 0 || now == start
}
