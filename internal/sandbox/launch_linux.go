package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"unsafe"

	"github.com/landlock-lsm/go-landlock/landlock"
	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// RunIfLauncher must be the first call in main (and TestMain) of every binary
// that starts sandboxed programs. In a process the engine started as a
// launcher it sets the sandbox up, runs the program as its only child and
// exits with its status, never returning; in any other process it returns
// false at once.
func RunIfLauncher() bool {
	hookInstalled.Store(true)
	if len(os.Args) != 3 || os.Args[1] != launchArg {
		return false
	}
	spec := os.Args[2]
	// Mounts and the working directory belong to the process; credentials,
	// no_new_privs and Landlock to each thread, so they are applied to all.
	runtime.LockOSThread()
	var pl plan
	err := json.Unmarshal([]byte(spec), &pl)
	if err == nil {
		err = launch(pl)
	}
	fmt.Fprintf(os.Stderr, "rlm sandbox: %v\n", err)
	os.Exit(125)
	return true
}

// launch runs inside the new namespaces as root of the user namespace.
func launch(pl plan) error {
	inherited := inheritedFiles()
	for _, f := range pl.Cgroups {
		if err := os.WriteFile(f, []byte("0"), 0); err != nil {
			return fmt.Errorf("joining cgroup: %w", err)
		}
	}
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("making mounts private: %w", err)
	}
	// The new root is mounted over /tmp, which hides what the policy may
	// name under /tmp: hold every source open first.
	srcs := make([]int, len(pl.Mounts))
	for i, m := range pl.Mounts {
		if m.Link != "" {
			continue
		}
		fd, err := unix.Open(m.Source, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("opening %s: %w", m.Source, err)
		}
		srcs[i] = fd
	}
	devs := []string{"null", "zero", "full", "random", "urandom"}
	devFDs := make([]int, len(devs))
	for i, d := range devs {
		fd, err := unix.Open("/dev/"+d, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("opening /dev/%s: %w", d, err)
		}
		devFDs[i] = fd
	}

	const root = "/tmp"
	if err := unix.Mount("tmpfs", root, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=0755,size=4m"); err != nil {
		return fmt.Errorf("mounting the new root: %w", err)
	}
	for _, d := range []string{"tmp", "dev", "dev/shm", "proc"} {
		if err := os.Mkdir(filepath.Join(root, d), 0o755); err != nil {
			return err
		}
	}
	tmpOpts := fmt.Sprintf("mode=1777,size=%d", pl.TmpBytes)
	if err := unix.Mount("tmpfs", root+"/tmp", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, tmpOpts); err != nil {
		return fmt.Errorf("mounting /tmp: %w", err)
	}
	if err := unix.Mount("tmpfs", root+"/dev", "tmpfs", unix.MS_NOSUID|unix.MS_NOEXEC, "mode=0755,size=64k"); err != nil {
		return fmt.Errorf("mounting /dev: %w", err)
	}
	for i, d := range devs {
		target := root + "/dev/" + d
		if err := os.WriteFile(target, nil, 0o666); err != nil {
			return err
		}
		if err := bind(devFDs[i], target, true, true); err != nil {
			return fmt.Errorf("/dev/%s: %w", d, err)
		}
	}
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0",
		"stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, root+"/dev/"+name); err != nil {
			return err
		}
	}
	if err := os.Mkdir(root+"/dev/shm", 0o755); err != nil {
		return err
	}
	if err := unix.Mount("tmpfs", root+"/dev/shm", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, tmpOpts); err != nil {
		return fmt.Errorf("mounting /dev/shm: %w", err)
	}
	if err := unix.Mount("proc", root+"/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("mounting /proc: %w", err)
	}
	for i, m := range pl.Mounts {
		target := root + m.Path
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if m.Link != "" {
			if err := os.Symlink(m.Link, target); err != nil {
				return fmt.Errorf("link %s: %w", m.Path, err)
			}
			continue
		}
		var st unix.Stat_t
		if err := unix.Fstat(srcs[i], &st); err != nil {
			return err
		}
		if st.Mode&unix.S_IFMT == unix.S_IFDIR {
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		} else if _, err := os.Lstat(target); err != nil {
			if err := os.WriteFile(target, nil, 0o644); err != nil {
				return err
			}
		}
		if err := bind(srcs[i], target, m.RW, false); err != nil {
			return fmt.Errorf("%s: %w", m.Path, err)
		}
		unix.Close(srcs[i])
	}

	if err := unix.Chdir(root); err != nil {
		return err
	}
	if err := unix.PivotRoot(".", "."); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := unix.Unmount(".", unix.MNT_DETACH); err != nil {
		return fmt.Errorf("detaching the old root: %w", err)
	}
	if err := unix.Mount("", "/", "", unix.MS_REMOUNT|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV, ""); err != nil {
		return fmt.Errorf("making the root read-only: %w", err)
	}
	if err := unix.Chdir(pl.Workdir); err != nil {
		return fmt.Errorf("entering the work directory: %w", err)
	}
	_ = unix.Sethostname([]byte("rlm-sandbox"))

	for _, r := range pl.Rlimits {
		lim := unix.Rlimit{Cur: r.Value, Max: r.Value}
		if err := unix.Setrlimit(r.Resource, &lim); err != nil {
			return fmt.Errorf("setrlimit %d: %w", r.Resource, err)
		}
	}
	// The launcher stays as PID 1 of the namespace, so it is confined
	// exactly like the program (every thread) and cannot be inspected.
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		return fmt.Errorf("dumpable: %w", err)
	}
	// no_new_privs and the capability drops below apply to this thread
	// only: it is locked, and it is the one that forks the program, which
	// inherits them. Applying them to every thread costs a signal round
	// trip to each thread per call (~45 calls), which made a launch take
	// half a second on a loaded machine. The launcher's other threads keep
	// powers over the namespace only, and the program cannot reach them: the
	// launcher is not dumpable, so without capabilities it cannot be traced
	// or have its memory read.
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	if pl.Landlock {
		if err := restrictLandlock(pl); err != nil {
			return fmt.Errorf("landlock: %w", err)
		}
	}
	if err := dropCapabilities(); err != nil {
		return err
	}

	if pl.Host {
		return serveHost(pl, inherited)
	}
	if pl.Path == "" {
		os.Exit(0) // a probe: all of the above worked
	}
	path := pl.Path
	if _, err := os.Stat(path); err != nil {
		if p, lerr := exec.LookPath(filepath.Base(path)); lerr == nil {
			path = p
		} else {
			return fmt.Errorf("%s is not inside the sandbox (add its directory to the policy's read-only paths): %w", pl.Path, err)
		}
	}
	return initProcess(path, pl.Args, inherited)
}

// initProcess runs the program as a child of this process, PID 1 of the
// namespace: PID 1 ignores signals it has no handler for, even SIGKILL from
// inside, which a program killing itself would not expect. It forwards
// signals to the program's process group, reaps orphans, and exits with the
// program's status; its own death empties the namespace.
func initProcess(path string, argv []string, files []*os.File) error {
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, unix.SIGINT, unix.SIGTERM, unix.SIGHUP, unix.SIGQUIT, unix.SIGUSR1, unix.SIGUSR2)
	proc, err := os.StartProcess(path, argv, &os.ProcAttr{
		Env:   os.Environ(),
		Files: files,
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	})
	if err != nil {
		return fmt.Errorf("starting %s: %w", path, err)
	}
	child := proc.Pid
	// Landlock gives each thread its own domain on kernels without
	// LANDLOCK_RESTRICT_SELF_TSYNC, and a domain may signal only itself
	// and its descendants: forward from this thread, which started the
	// child.
	status := make(chan int, 1)
	go func() {
		for {
			var ws unix.WaitStatus
			pid, err := unix.Wait4(-1, &ws, 0, nil)
			switch {
			case errors.Is(err, unix.EINTR):
			case err != nil:
				status <- 125
				return
			case pid != child: // an orphan, reaped
			case ws.Exited():
				status <- ws.ExitStatus()
				return
			case ws.Signaled():
				status <- 128 + int(ws.Signal())
				return
			}
		}
	}()
	for {
		select {
		case sig := <-sigs:
			_ = unix.Kill(-child, sig.(syscall.Signal))
		case code := <-status:
			os.Exit(code)
		}
	}
}

// inheritedFiles lists the descriptors the engine passed (those without
// close-on-exec), by number, for the program to get the same.
func inheritedFiles() []*os.File {
	var files []*os.File
	ents, _ := os.ReadDir("/proc/self/fd")
	for _, e := range ents {
		fd, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		flags, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0)
		if err != nil || flags&unix.FD_CLOEXEC != 0 {
			continue
		}
		for len(files) <= fd {
			files = append(files, nil)
		}
		files[fd] = os.NewFile(uintptr(fd), "inherited")
		unix.CloseOnExec(fd) // the launcher's own execs must not leak it
	}
	return files
}

// bind mounts the file or directory open at fd onto target, read-only unless
// rw, nodev unless dev, keeping the source's noexec and atime flags (which
// the kernel locks for mounts from a more privileged namespace).
func bind(fd int, target string, rw, dev bool) error {
	src := "/proc/self/fd/" + strconv.Itoa(fd)
	if err := unix.Mount(src, target, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
		return fmt.Errorf("bind mount: %w", err)
	}
	var sfs unix.Statfs_t
	if err := unix.Statfs(target, &sfs); err != nil {
		return err
	}
	flags := uintptr(unix.MS_REMOUNT|unix.MS_BIND|unix.MS_NOSUID) |
		uintptr(sfs.Flags)&(unix.ST_NOEXEC|unix.ST_NOATIME|unix.ST_NODIRATIME|unix.ST_RELATIME)
	if !dev || sfs.Flags&unix.ST_NODEV != 0 {
		flags |= unix.MS_NODEV
	}
	if !rw {
		flags |= unix.MS_RDONLY
	}
	if err := unix.Mount("", target, "", flags, ""); err != nil {
		return fmt.Errorf("remount: %w", err)
	}
	return nil
}

func restrictLandlock(pl plan) error {
	cfg := landlock.V11.BestEffort()
	if pl.Network {
		cfg.HandledAccessNet = 0
	}
	rules := []landlock.Rule{
		landlock.RODirs("/proc"),
		landlock.RWDirs("/tmp", "/dev/shm"),
		landlock.RWFiles("/dev/null", "/dev/zero", "/dev/full"),
		landlock.ROFiles("/dev/random", "/dev/urandom"),
		// The root is a read-only tmpfs of mount points: listing
		// directories shows only what the policy mounted.
		landlock.PathAccess(landlock.AccessFSSet(ll.AccessFSReadDir), "/"),
	}
	for _, m := range pl.Mounts {
		if m.Link != "" {
			continue
		}
		fi, err := os.Stat(m.Path)
		if err != nil {
			return err
		}
		switch {
		case fi.IsDir() && m.RW:
			rules = append(rules, landlock.RWDirs(m.Path).WithRefer())
		case fi.IsDir():
			rules = append(rules, landlock.RODirs(m.Path))
		case m.RW:
			rules = append(rules, landlock.RWFiles(m.Path))
		default:
			rules = append(rules, landlock.ROFiles(m.Path))
		}
	}
	return cfg.Restrict(rules...)
}

// dropCapabilities leaves the program no capabilities, even in its own user
// namespace, and none to regain by execve as uid 0: without CAP_SYS_ADMIN it
// cannot remount the read-only binds writable.
func dropCapabilities() error {
	for c := 0; ; c++ {
		if err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0); err != nil {
			if errors.Is(err, unix.EINVAL) && c > 0 {
				break
			}
			return fmt.Errorf("dropping capability %d: %w", c, err)
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil && !errors.Is(err, unix.EINVAL) {
		return fmt.Errorf("clearing ambient capabilities: %w", err)
	}
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var data [2]unix.CapUserData
	_, _, errno := unix.RawSyscall(unix.SYS_CAPSET, uintptr(unsafe.Pointer(&hdr)), uintptr(unsafe.Pointer(&data[0])), 0)
	if errno != 0 {
		return fmt.Errorf("dropping capabilities: %w", errno)
	}
	return nil
}
