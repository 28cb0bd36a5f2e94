//go:build race

package worker

// raceBuild: the race detector maps shadow memory beside every heap page,
// so a worker needs more address space for the same allocations.
const raceBuild = true
