// What the iris model's operators cost one at a time in Debian's XNNPACK (the 2022 snapshot FaceNav runs),
// on one thread, for the 32x32 blocks that make up most of the model: a 1x1 convolution 32 -> 64 channels, a
// 3x3 depthwise convolution of 32 channels, an ADD and a PRELU of 32x32x64. Thread CPU time per run, mean of
// 2000. Not part of `make bench`; the numbers in BENCHMARKS.md (Inference) are from it:
//
//     gcc -O2 Benchmarks/xnnpack-operator-costs.c -o /tmp/xnnpack-operator-costs -lXNNPACK -lpthreadpool
//     /tmp/xnnpack-operator-costs
#include <xnnpack.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(){
  xnn_initialize(NULL);
  size_t n=32*32, c=64;
  float*x=aligned_alloc(64,(n*c+64)*4),*y=aligned_alloc(64,(n*c+64)*4),*z=aligned_alloc(64,(n*c+64)*4),*s=malloc(c*4);
  for(size_t i=0;i<n*c;i++){x[i]=(i%7)-3;z[i]=1;} for(size_t i=0;i<c;i++)s[i]=0.1f;
  xnn_operator_t p; xnn_create_prelu_nc_f32(c,c,c,s,0,&p); xnn_setup_prelu_nc_f32(p,n,x,y,NULL);
  double t=now(); for(int i=0;i<2000;i++) xnn_run_operator(p,NULL); printf("prelu 32x32x64: %.1f us\n",(now()-t)/2000*1e6);
  xnn_operator_t a; xnn_create_add_nd_f32(-1.0/0.0,1.0/0.0,0,&a); size_t sh[4]={1,32,32,64};
  xnn_setup_add_nd_f32(a,4,sh,4,sh,x,z,y,NULL);
  t=now(); for(int i=0;i<2000;i++) xnn_run_operator(a,NULL); printf("add 32x32x64: %.1f us\n",(now()-t)/2000*1e6);
  xnn_operator_t cv; float*w=malloc(64*32*4),*b=calloc(64,4); for(int i=0;i<64*32;i++)w[i]=0.01f*(i%5);
  xnn_create_convolution2d_nhwc_f32(0,0,0,0,1,1,1,1,1,1,1,32,64,32,64,w,b,-1.0/0.0,1.0/0.0,0,&cv);
  xnn_setup_convolution2d_nhwc_f32(cv,1,32,32,x,y,NULL);
  t=now(); for(int i=0;i<2000;i++) xnn_run_operator(cv,NULL); printf("conv1x1 32->64 at 32x32: %.1f us\n",(now()-t)/2000*1e6);
  xnn_operator_t dw; float*w2=malloc(9*32*4); for(int i=0;i<9*32;i++)w2[i]=0.01f*(i%5);
  xnn_create_convolution2d_nhwc_f32(1,1,1,1,3,3,1,1,1,1,32,1,1,32,32,w2,b,-1.0/0.0,1.0/0.0,XNN_FLAG_DEPTHWISE_CONVOLUTION,&dw);
  xnn_setup_convolution2d_nhwc_f32(dw,1,32,32,x,y,NULL);
  t=now(); for(int i=0;i<2000;i++) xnn_run_operator(dw,NULL); printf("dw3x3 32ch at 32x32: %.1f us\n",(now()-t)/2000*1e6);
  return 0;}
