package workdirs

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// A process killed outright (kill -9, an OOM kill, a lost machine) cannot
// remove the directories its sessions used, and on a tmpfs /tmp what they
// hold is memory. So the directories a process makes in the temporary
// directory carry its pid and start time in their names, and the first
// such directory a later process makes sweeps away those of processes that
// are gone.

// ownerTag names this process in its directories: "p<pid>s<start time>".
var ownerTag = sync.OnceValue(func() string {
	return "p" + strconv.Itoa(os.Getpid()) + "s" + strconv.FormatUint(startTime(os.Getpid()), 10)
})

var sweepOnce sync.Once

// ownedName matches a directory made by MkdirTemp: its prefix, the owner
// tag, and os.MkdirTemp's random suffix. Compiled on first use: every
// worker links this package.
var ownedName = lazyre.New(`^(rlm-[a-z-]+-)p([0-9]+)s([0-9]+)-[0-9]+$`)

// MkdirTemp makes a new directory in os.TempDir() named prefix (which
// starts "rlm-" and ends "-"), this process's tag and a random suffix, and
// first (once per process) removes the directories of that form whose
// process has ended.
func MkdirTemp(prefix string) (string, error) {
	sweepOnce.Do(func() { SweepStale(os.TempDir()) })
	return os.MkdirTemp("", prefix+ownerTag()+"-")
}

// SweepStale removes the directories in dir that MkdirTemp made for a
// process that no longer runs, and reports how many it removed. A process
// whose pid now belongs to another process (a different start time) has
// ended too.
func SweepStale(dir string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "rlm-") {
			continue
		}
		m := ownedName.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		pid, err1 := strconv.Atoi(m[2])
		start, err2 := strconv.ParseUint(m[3], 10, 64)
		if err1 != nil || err2 != nil || pid <= 0 || alive(pid, start) {
			continue
		}
		if os.RemoveAll(filepath.Join(dir, e.Name())) == nil {
			removed++
		}
	}
	return removed
}
